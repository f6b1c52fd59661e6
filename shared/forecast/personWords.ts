// Who a post speaks as and to, and whether it opens with an order, in every language the editor reads
// (English, German, Spanish, French, Portuguese, Italian): the cue is not English, so the words are not either.
// Each post is read by its own language's words (shared/cues/cueLanguages.ts): "mes" is "my" in French and
// "month" in Spanish, "ya" is "you" in English slang and "already" in Spanish. Lower-case word tokens, as
// shared/post/features.ts gives them.
import { wordsByLanguage } from '../cues/cueLanguages';

/** The writer speaking for themself: "I", "me", "my". */
export const FIRST_PERSON_SINGULAR = wordsByLanguage({
  en: ['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'll", "i'd"],
  de: ['ich', 'mich', 'mir', 'mein', 'meine', 'meinen', 'meinem', 'meiner'],
  es: ['yo', 'mí', 'mi', 'mis', 'conmigo', 'mío', 'mía', 'me'],
  fr: ['je', "j'ai", "j'", 'moi', 'mon', 'ma', 'mes'],
  pt: ['eu', 'meu', 'minha', 'meus', 'minhas', 'comigo'],
  it: ['io', 'mio', 'mia', 'miei', 'mie'],
});

/** The reader addressed: "you", "your". */
export const SECOND_PERSON = wordsByLanguage({
  en: ['you', 'your', 'yours', 'yourself', 'yourselves', "you're", "you've", "you'll", "you'd", 'ya', 'u'],
  de: ['du', 'dich', 'dir', 'dein', 'deine', 'euch', 'euer', 'eure'],
  es: ['tú', 'tu', 'te', 'ti', 'usted', 'ustedes', 'vosotros', 'os', 'tus'],
  fr: ['vous', 'toi', 'ton', 'ta', 'tes', 'votre', 'vos'],
  pt: ['você', 'vocês', 'teu', 'tua', 'teus', 'tuas'],
  it: ['voi', 'tuo', 'tua', 'tuoi', 'vostro', 'vostra'],
});

/**
 * Verbs that open a post as an order to the reader ("Watch this", "Read the report", "Join us"). Only the
 * first word of a post is tested, so "we read it" is not an order.
 */
export const IMPERATIVE_OPENERS = wordsByLanguage({
  en: [
    'watch',
    'read',
    'join',
    'check',
    'learn',
    'click',
    'sign',
    'tell',
    'call',
    'share',
    'vote',
    'help',
    'follow',
    'register',
    'subscribe',
    'download',
    'listen',
    'tune',
    'see',
    'find',
    'get',
    'try',
    'take',
    'make',
    'let',
    'come',
    'visit',
    'donate',
    'apply',
    'support',
    'stand',
    'remember',
    "don't",
    'stop',
    'start',
    'meet',
    'look',
    'discover',
    'explore',
    'grab',
    'retweet',
    'rt',
    'like',
  ],
  de: ['schau', 'schaut', 'lies', 'lest', 'hör', 'hört', 'mach', 'macht', 'komm', 'kommt', 'melde', 'teile', 'teilt'],
  es: ['mira', 'mirad', 'lee', 'leed', 'únete', 'comparte', 'descarga', 'escucha', 'vota', 'sigue', 'sígueme', 'ven', 'haz'],
  fr: ['regardez', 'regarde', 'lisez', 'lis', 'rejoignez', 'rejoins', 'partagez', 'écoutez', 'votez', 'découvrez', 'inscrivez'],
  pt: ['assista', 'leia', 'veja', 'participe', 'compartilhe', 'baixe', 'ouça', 'vote', 'siga', 'descubra', 'inscreva'],
  it: ['guarda', 'guardate', 'leggi', 'leggete', 'scopri', 'scoprite', 'ascolta', 'condividi', 'vota', 'segui', 'iscriviti'],
});
