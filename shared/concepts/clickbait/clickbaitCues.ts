// Clickbait and fake urgency: promising a surprise instead of saying what it is ("you won't believe…",
// "number 3 will shock you"), teasing without content ("big things coming, stay tuned"), or pressing with
// a deadline that exists to rush the reader ("last chance", "buy now or regret it"). Facebook demotes
// withheld-information and exaggerated headlines (Newsroom, "Reducing clickbait", 2016, 2017); editors call
// the same thing a curiosity gap with no payoff.
import type { Lexicon } from '../../cues/cuePattern';

export const CLICKBAIT: Lexicon = {
  en: [
    "you\\s+(?:won'?t|will\\s+not|wouldn'?t)\\s+believe",
    '(?:will|would)\\s+(?:shock|blow\\s+your\\s+mind|amaze)\\s+you',
    'number\\s+\\d+\\s+will',
    'what\\s+happen(?:ed|s)\\s+next',
    'this\\s+one\\s+(?:weird\\s+)?(?:trick|thing|secret)',
    '(?:doctors|experts|they)\\s+(?:hate|don\'?t\\s+want\\s+you\\s+to\\s+know)',
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
  ],
  de: [
    'du\\s+wirst\\s+(?:es\\s+)?nicht\\s+glauben',
    'unglaublich(?:e|es)?\\s+(?:trick|geheimnis)',
    'letzte\\s+chance',
    'nur\\s+(?:heute|noch\\s+heute)',
    'jetzt\\s+(?:kaufen|zuschlagen)',
    'nicht\\s+verpassen',
    'bleibt\\s+dran',
  ],
  es: [
    'no\\s+(?:vas|van)\\s+a\\s+creer',
    '(?:última|ultima)\\s+oportunidad',
    'solo\\s+(?:hoy|por\\s+hoy)',
    'compra\\s+(?:ya|ahora)',
    'no\\s+te\\s+lo\\s+pierdas',
    'te\\s+va\\s+a\\s+sorprender',
  ],
  fr: [
    'vous\\s+n\'?allez\\s+pas\\s+(?:y\\s+)?croire',
    'tu\\s+ne\\s+vas\\s+pas\\s+(?:y\\s+)?croire',
    'derni[èe]re\\s+chance',
    "aujourd'hui\\s+seulement",
    'ne\\s+(?:le\\s+)?manquez\\s+pas',
    'achetez\\s+maintenant',
    'restez\\s+connect[ée]s',
  ],
  pt: [
    'voc[êe]\\s+n[ãa]o\\s+vai\\s+acreditar', '[úu]ltima\\s+chance', 's[óo]\\s+hoje', 'compre\\s+(?:j[áa]|agora)', 'n[ãa]o\\s+perca',
    'fiquem?\\s+ligad[oa]s?',
  ],
  it: [
    'non\\s+(?:ci\\s+)?crederai', 'non\\s+(?:ci\\s+)?crederete', 'ultima\\s+occasione', 'solo\\s+oggi', 'compra\\s+(?:ora|subito)',
    'non\\s+perder(?:e|lo|ti)', 'restate\\s+sintonizzati',
  ],
};
