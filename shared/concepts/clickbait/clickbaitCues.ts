// Clickbait and fake urgency: promising a surprise instead of saying what it is ("you won't believe…",
// "number 3 will shock you"), teasing without content ("big things coming, stay tuned"), or pressing with
// a deadline that exists to rush the reader ("last chance", "buy now or regret it"). Facebook demotes
// withheld-information and exaggerated headlines (Newsroom, "Reducing clickbait", 2016, 2017); editors call
// the same thing a curiosity gap with no payoff. Teasers are the same family in every language: an order to
// wait or watch for what the post does not say ("stay tuned", "watch this space", "¡atentos!", "restez à
// l'écoute", "seid gespannt", "fiquem atentos", "restate connessi"). A word that also gives practical warning
// ("atentos a la lluvia", "fique atento aos sinais") is a teaser only standing alone or pointing at what is
// to come, never at something named. The hype a teaser often stands beside ("big changes are coming") is
// filler, the filler concept's (filler/hypeCues.ts): it costs only a post that says nothing checkable.
import type { Lexicon } from '../../cues/cuePattern';

/** Followed by nothing but the sentence's end: the call stands alone ("¡Atentos!", "Fiquem atentos."). */
const ALONE = '(?=\\s*(?:[!.…]|$))';
/** A call to watch that stands alone or points at what is to come, not at a thing it names. */
const WATCH_FOR = (toCome: string) => `(?:${ALONE}|(?=\\s+(?:${toCome})))`;
const ES_TO_COME =
  'a\\s+(?:nuestras\\s+redes|las\\s+redes|lo\\s+que\\s+viene|las\\s+novedades|este\\s+espacio|' +
  'nuestro\\s+perfil|(?:los\\s+)?pr[óo]ximos\\s+(?:d[íi]as|anuncios))';
const PT_TO_COME =
  '(?:[àa]s\\s+(?:novidades|nossas\\s+redes|redes)|ao\\s+que\\s+vem\\s+a[íi]|ao\\s+nosso\\s+perfil|aqui|nas\\s+(?:nossas\\s+)?redes)';
/**
 * "à" that opens its sentence: the post's start, a sentence's end, a line break or an emoji before it. The look
 * back comes after the first letter, so the lexicon's phrases can still be grouped by their first character
 * (shared/cues/byFirstCharacter.ts), which a leading look-around would prevent.
 */
const A_OPENING = '[àa](?<=(?:^|[.!?…]|\\n|\\p{Extended_Pictographic})\\s*[àa])';
/** "atentos" not said of oneself ("estamos atentos"): the look back, again, after the first letter. */
const ATENTOS = 'a(?<!(?:estamos|estoy|est[áa]n?|seguimos|sigo|muy)\\s+a)tent[oa]s';

export const CLICKBAIT: Lexicon = {
  en: [
    "you\\s+(?:won'?t|will\\s+not|wouldn'?t)\\s+believe",
    '(?:will|would)\\s+(?:shock|blow\\s+your\\s+mind|amaze)\\s+you',
    'number\\s+\\d+\\s+will',
    'what\\s+happen(?:ed|s)\\s+next',
    'this\\s+one\\s+(?:weird\\s+)?(?:trick|thing|secret)',
    "(?:doctors|experts|they)\\s+(?:hate|don'?t\\s+want\\s+you\\s+to\\s+know)",
    'mind[-\\s]?blowing',
    'jaw[-\\s]?dropping',
    'big\\s+(?:things|news|announcement)\\s+(?:coming|soon|ahead)',
    'stay\\s+tuned',
    "you\\s+(?:won'?t|don'?t)\\s+want\\s+to\\s+miss",
    "(?:don'?t|do\\s+not)\\s+miss\\s+(?:it|out|this)",
    'last\\s+chance',
    'only\\s+(?:today|tonight|\\d+\\s+hours?\\s+left)',
    'act\\s+(?:now|fast)',
    'buy\\s+(?:it\\s+)?now',
    'hurry(?:\\s+up)?',
    'limited\\s+time\\s+only',
    "before\\s+it'?s\\s+(?:gone|too\\s+late)",
    'or\\s+regret\\s+it',
    'regret\\s+it\\s+forever',
    'you\\s+need\\s+to\\s+see\\s+this',
    'game[-\\s]?changer',
    'watch\\s+this\\s+space',
    "(?:can'?t|cannot)\\s+(?:say|tell\\s+you|reveal|share)\\s+(?:much\\s+|any\\s+)?more\\s+(?:yet|just\\s+yet|for\\s+now|right\\s+now)",
  ],
  de: [
    'du\\s+wirst\\s+(?:es\\s+)?nicht\\s+glauben',
    'unglaublich(?:e|es)?\\s+(?:trick|geheimnis)',
    'letzte\\s+chance',
    'nur\\s+(?:heute|noch\\s+heute)',
    'jetzt\\s+(?:kaufen|zuschlagen)',
    'nicht\\s+verpassen',
    'bleibt\\s+dran',
    'bleiben\\s+sie\\s+dran',
    'seid\\s+gespannt',
    'stay\\s+tuned',
    'haltet\\s+die\\s+augen\\s+offen',
    'lasst\\s+euch\\s+[üu]berraschen',
    '(?:mehr\\s+)?(?:kann|darf)\\s+ich\\s+(?:noch\\s+)?nicht\\s+verraten',
  ],
  es: [
    'no\\s+(?:vas|van)\\s+a\\s+creer',
    '(?:última|ultima)\\s+oportunidad',
    'solo\\s+(?:hoy|por\\s+hoy)',
    'compra\\s+(?:ya|ahora)',
    'no\\s+te\\s+lo\\s+pierdas',
    'te\\s+va\\s+a\\s+sorprender',
    '¡\\s*(?:muy\\s+)?atent[oa]s?\\s*!',
    `${ATENTOS}${ALONE}`,
    `(?:estad|est[ée]n|estate|mantente|manteneos|mant[ée]nganse|qu[ée]date|quedaos|permaneced|` +
      `permanezcan|sigan|seguid)\\s+atent[oa]s?${WATCH_FOR(ES_TO_COME)}`,
    'no\\s+(?:os|se)\\s+lo\\s+(?:perd[áa]is|pierdan)',
    'stay\\s+tuned',
    'no\\s+(?:puedo|podemos)\\s+(?:contar|decir|adelantar)\\s+(?:nada\\s+)?m[áa]s',
  ],
  fr: [
    "vous\\s+n'?allez\\s+pas\\s+(?:y\\s+)?croire",
    'tu\\s+ne\\s+vas\\s+pas\\s+(?:y\\s+)?croire',
    'derni[èe]re\\s+chance',
    "aujourd'hui\\s+seulement",
    'ne\\s+(?:le\\s+)?manquez\\s+pas',
    'achetez\\s+maintenant',
    'restez\\s+connect[ée]s',
    "restez\\s+[àa]\\s+l['’]\\s*[ée]coute",
    'stay\\s+tuned',
    'affaire\\s+[àa]\\s+suivre',
    `${A_OPENING}\\s+suivre${ALONE}`,
    'ne\\s+(?:le\\s+)?ratez\\s+pas',
    'surveillez\\s+(?:nos|vos|mes)\\s+(?:r[ée]seaux|comptes|stories)',
    '(?:on|je)\\s+ne\\s+(?:peut|peux)\\s+pas\\s+(?:encore\\s+)?(?:en\\s+)?dire\\s+plus',
  ],
  pt: [
    'voc[êe]\\s+n[ãa]o\\s+vai\\s+acreditar',
    '[úu]ltima\\s+chance',
    's[óo]\\s+hoje',
    'compre\\s+(?:j[áa]|agora)',
    'n[ãa]o\\s+perca',
    'fiquem?\\s+ligad[oa]s?',
    `fiquem?\\s+atent[oa]s?${WATCH_FOR(PT_TO_COME)}`,
    `fiquem?\\s+de\\s+olho${WATCH_FOR(PT_TO_COME)}`,
    'aguardem',
    'n[ãa]o\\s+percam',
    'stay\\s+tuned',
    'n[ãa]o\\s+(?:posso|podemos)\\s+(?:contar|dizer|revelar)\\s+mais',
  ],
  it: [
    'non\\s+(?:ci\\s+)?crederai',
    'non\\s+(?:ci\\s+)?crederete',
    'ultima\\s+occasione',
    'solo\\s+oggi',
    'compra\\s+(?:ora|subito)',
    'non\\s+perder(?:e|lo|ti)',
    'restate\\s+sintonizzati',
    'restate\\s+connessi',
    'stay\\s+tuned',
    'non\\s+perdetevi(?:lo|la|li)?',
    'continuate\\s+a\\s+seguirci',
    'tenete\\s+gli\\s+occhi\\s+aperti',
  ],
};
