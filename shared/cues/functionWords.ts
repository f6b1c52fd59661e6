// The most frequent function words of each language the cue lexicons cover (the languages the editor reads:
// every lexicon's phrases are written per language, shared/cues/cuePattern.ts): they tell the language of a
// post (shared/post/language.ts) and are left out when the informative words of a post are counted.
export const FUNCTION_WORDS = {
  en: [
    'the', 'a', 'an', 'and', 'or', 'but', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'is', 'are', 'was', 'were', 'be',
    'been', 'it', 'its', "it's", 'this', 'that', 'these', 'those', 'i', 'you', 'he', 'she', 'we', 'they', 'me', 'my', 'your', 'our',
    'their', 'his', 'her', 'as', 'not', 'no', 'so', 'if', 'then', 'than', 'have', 'has', 'had', 'do', 'does', 'will', 'would', 'can',
    'just', 'about', 'what', 'which', 'who', 'when', 'how', 'all', 'one', 'us', 'them', "i'm", "we're", "don't", 'there', 'here',
  ],
  de: [
    'der', 'die', 'das', 'und', 'oder', 'aber', 'ist', 'sind', 'war', 'ein', 'eine', 'einen', 'nicht', 'mit', 'von', 'zu', 'auf', 'für',
    'im', 'in', 'den', 'dem', 'des', 'ich', 'wir', 'sie', 'es', 'du', 'ihr', 'unsere', 'unser', 'haben', 'hat', 'habe', 'auch', 'noch',
    'um', 'wie', 'was', 'wenn', 'dass', 'bei', 'aus', 'nach', 'mal', 'so', 'schon',
    'als', 'wird', 'werden', 'zum', 'zur', 'durch', 'über', 'kein', 'keine', 'nur', 'mehr', 'sehr', 'jetzt', 'immer', 'uns', 'ihre',
    'sich', 'dann', 'weil',
  ],
  es: [
    'el', 'la', 'los', 'las', 'un', 'una', 'y', 'o', 'pero', 'de', 'del', 'en', 'con', 'por', 'para', 'es', 'son', 'fue', 'que', 'no',
    'se', 'lo', 'le', 'su', 'sus', 'al', 'mi', 'tu', 'nuestro', 'nuestra', 'hemos', 'hay', 'muy', 'como', 'más', 'si', 'yo', 'te', 'me',
    'este', 'esta', 'estos', 'estas', 'otro', 'otra', 'cuando', 'también', 'porque', 'desde', 'hasta', 'cada', 'sobre', 'entre', 'todo',
    'todos',
  ],
  fr: [
    'le', 'la', 'les', 'un', 'une', 'des', 'et', 'ou', 'mais', 'de', 'du', 'en', 'dans', 'avec', 'pour', 'par', 'sur', 'est', 'sont',
    'était', 'que', 'qui', 'ne', 'pas', 'je', 'nous', 'vous', 'il', 'elle', 'ils', 'on', 'ce', 'cette', 'au', 'aux', 'mon', 'notre',
    'nos', 'votre', 'plus', "c'est", "j'ai", 'se', 'sa', 'son', 'ses',
    'à', "qu'il", "qu'ils", "qu'elle", "qu'on", 'ces', 'très', 'aussi', 'chaque', 'parce', 'leur', 'leurs', 'été', 'avons', 'ont',
    'tout', 'tous',
  ],
  pt: [
    'a', 'o', 'os', 'as', 'um', 'uma', 'e', 'do', 'da', 'dos', 'das', 'no', 'na', 'nos', 'nas', 'em', 'com', 'para', 'por', 'que',
    'não', 'é', 'são', 'foi', 'ao', 'à', 'mais', 'mas', 'se', 'seu', 'sua', 'você', 'vocês', 'nosso', 'nossa', 'eu', 'ele', 'ela',
    'isso', 'este', 'esta', 'muito', 'já', 'também', 'quando', 'como', 'hoje', 'pelo', 'pela', 'tudo',
  ],
  it: [
    'a', 'il', 'lo', 'gli', 'la', 'le', 'un', 'una', 'e', 'di', 'del', 'della', 'dei', 'delle', 'che', 'non', 'è', 'sono', 'con',
    'per', 'da', 'nel', 'nella', 'al', 'alla', 'anche', 'ma', 'più', 'questo', 'questa', 'abbiamo', 'ho', 'hai', 'ha', 'io', 'noi',
    'voi', 'nostro', 'nostra', 'tuo', 'tua', 'molto', 'come', 'oggi', 'perché', 'già', 'tutto', 'tutti',
  ],
} as const;

export type CueLanguage = keyof typeof FUNCTION_WORDS;

/** Every language's function words in one set, for counting informative words whatever the language. */
export const ANY_FUNCTION_WORD: ReadonlySet<string> = new Set(Object.values(FUNCTION_WORDS).flat());
