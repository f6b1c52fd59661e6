// Placeholders and small talk: words that fill a post without telling a reader anything ("hello world test
// post", "lol ok whatever", "Monday again. Coffee time.", "New version out. Some changes. Check it.").
// They are left out of the informative words, so an almost empty post is recognised as one in any of these
// languages. Single lower-case words, matched against the post's word tokens.

export const SMALL_TALK: ReadonlySet<string> = new Set([
  // en
  'hello', 'hi', 'hey', 'world', 'test', 'testing', 'post', 'posts', 'tweet', 'lol', 'lmao', 'haha', 'ok', 'okay', 'whatever', 'meh',
  'yeah', 'yep', 'nope', 'gm', 'gn', 'good', 'morning', 'night', 'coffee', 'time', 'again', 'mood', 'vibe', 'vibes', 'same', 'tgif',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'weekend', 'thread', 'check', 'out', 'new', 'version', 'soon', 'stuff',
  'things', 'thing', 'changes', 'first', 'just', 'saying', 'anyway', 'yay', 'wow', 'omg', 'guys', 'everyone', 'folks', 'cool', 'nice',
  'great', 'awesome', 'better', 'now', 'today', 'really', 'very', 'much', 'lot', 'lots', 'work', 'doing', 'done', 'did', 'got', 'get',
  'made', 'make', 'some', 'something', 'important', 'matter', 'matters', 'learn', 'here', 'there', 'well', 'back', 'go', 'going',
  // de
  'hallo', 'servus', 'moin', 'kaffee', 'montag', 'wochenende', 'naja', 'egal', 'heute', 'mal', 'sehen', 'gemacht', 'keine', 'ahnung',
  'irgendwas',
  // es
  'hola', 'café', 'lunes', 'prueba', 'jaja', 'vale', 'bueno', 'hoy', 'cosas', 'algo',
  // fr
  'salut', 'bonjour', 'lundi', 'bof', 'mdr', 'trucs', 'truc',
]);
