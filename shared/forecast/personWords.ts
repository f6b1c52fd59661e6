// Who a post speaks as and to, and whether it opens with an order, in the languages the engine's other cues
// cover (English, German, Spanish, French) plus Portuguese and Italian: the cue is not English, so the
// words are not either. Lower-case word tokens, as shared/features.ts gives them.

/** The writer speaking for themself: "I", "me", "my". */
export const FIRST_PERSON_SINGULAR: ReadonlySet<string> = new Set([
  'i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'll", "i'd",
  'ich', 'mich', 'mir', 'mein', 'meine', 'meinen', 'meinem', 'meiner',
  'yo', 'mí', 'mi', 'mis', 'conmigo', 'mío', 'mía',
  'je', "j'ai", "j'", 'moi', 'mon', 'ma', 'mes',
  'eu', 'meu', 'minha', 'meus', 'minhas',
  'io', 'mio', 'mia', 'miei',
]);

/** The reader addressed: "you", "your". */
export const SECOND_PERSON: ReadonlySet<string> = new Set([
  'you', 'your', 'yours', 'yourself', 'yourselves', "you're", "you've", "you'll", "you'd", 'ya', 'u',
  'du', 'dich', 'dir', 'dein', 'deine', 'euch', 'euer', 'eure',
  'tú', 'tu', 'te', 'ti', 'usted', 'ustedes', 'vosotros', 'os', 'tus',
  'vous', 'toi', 'ton', 'ta', 'tes', 'votre', 'vos',
  'você', 'vocês', 'teu', 'tua',
  'voi', 'tuo', 'tua', 'vostro',
]);

/**
 * Verbs that open a post as an order to the reader ("Watch this", "Read the report", "Join us"). Only the
 * first word of a post is tested, so "we read it" is not an order.
 */
export const IMPERATIVE_OPENERS: ReadonlySet<string> = new Set([
  'watch', 'read', 'join', 'check', 'learn', 'click', 'sign', 'tell', 'call', 'share', 'vote', 'help', 'follow', 'register', 'subscribe',
  'download', 'listen', 'tune', 'see', 'find', 'get', 'try', 'take', 'make', 'let', 'come', 'visit', 'donate', 'apply', 'support',
  'stand', 'remember', 'don\'t', 'stop', 'start', 'meet', 'look', 'discover', 'explore', 'grab', 'retweet', 'rt', 'like',
  'schau', 'schaut', 'lies', 'lest', 'hör', 'hört', 'mach', 'macht', 'komm', 'kommt', 'melde', 'teile', 'teilt',
  'mira', 'mirad', 'lee', 'leed', 'únete', 'comparte', 'descarga', 'escucha', 'vota', 'sigue', 'sígueme', 'ven', 'haz',
  'regardez', 'regarde', 'lisez', 'lis', 'rejoignez', 'rejoins', 'partagez', 'écoutez', 'votez', 'découvrez', 'inscrivez',
  'assista', 'leia', 'veja', 'participe', 'guarda', 'leggi', 'scopri', 'ascolta',
]);
