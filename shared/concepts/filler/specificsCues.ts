// What a reader could check: the words that tie a post to one case. A time ("on Saturday", "last March"), a
// result ("from 50 minutes to 35", "instead of flying", "for the first time"), a reason ("because…"), a
// count spelled out ("nine minutes"), and something that happened (a verb in a past tense: "we moved the
// stand-up", "abrieron un huerto", "hat … gewonnen"). Numbers in digits and names are read by the post's
// features (shared/post/features.ts); these lists hold what only words show, per language.
import type { Lexicon } from '../../cues/cuePattern';

function phrases(list: readonly string[]): string[] {
  return list.map((p) => p.replaceAll(' ', '\\s+').replaceAll("'", "['’]"));
}

/** Days, months and the times a post can be pinned to. "May" is left out of English: it is far more often the verb. */
export const TIMES: Lexicon = {
  en: phrases([
    '(?:mon|tues|wednes|thurs|fri|satur|sun)days?', 'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
    'yesterday', 'tonight', 'last (?:night|week|month|year|term|season|summer|winter|spring|autumn|fall|weekend|time)',
    'this (?:morning|afternoon|evening|week|month|year|term|season|weekend|summer|winter|spring|autumn)', 'next (?:week|month|year|weekend)',
    '(?:every|each) (?:morning|evening|night|week|month|weekend)', 'at (?:noon|midnight)', 'overnight', 'today',
  ]),
  es: phrases([
    'lunes', 'martes', 'mi[ée]rcoles', 'jueves', 'viernes', 's[áa]bados?', 'domingos?', 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto',
    'septiembre', 'octubre', 'noviembre', 'diciembre', 'ayer', 'anoche', 'hoy', 'esta (?:mañana|tarde|noche|semana)', '(?:la semana|el mes|el año) pasad[oa]',
    'este (?:mes|año|verano|invierno|fin de semana|trimestre)', 'cada (?:mañana|tarde|noche|semana|mes)', 'hora pico',
  ]),
  de: phrases([
    'montags?', 'dienstags?', 'mittwochs?', 'donnerstags?', 'freitags?', 'samstags?', 'sonntags?', 'januar', 'februar', 'm[äa]rz', 'april', 'mai', 'juni', 'juli',
    'august', 'september', 'oktober', 'november', 'dezember', 'gestern', 'heute', 'morgens', 'abends', 'letzte[nrs]? (?:woche|monat|jahr|saison|winter|sommer)',
    'diese[nrs]? (?:woche|monat|jahr|winter|sommer)', 'am wochenende', 'jeden (?:morgen|abend|tag|monat)', 'vor (?:zwei|drei|vier|\\d+) (?:jahren|wochen|monaten|tagen)',
  ]),
  fr: phrases([
    'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'janvier', 'f[ée]vrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'ao[ûu]t', 'septembre',
    'octobre', 'novembre', 'd[ée]cembre', 'hier', "aujourd'hui", 'ce (?:matin|soir|week-end|mois)', '(?:la semaine|le mois|l.an|l.ann[ée]e) derni[èe]re?',
    'cette (?:semaine|ann[ée]e|saison)', 'chaque (?:matin|soir|semaine|mois)',
  ]),
  pt: phrases([
    '(?:segunda|ter[çc]a|quarta|quinta|sexta)-feira', 's[áa]bados?', 'domingos?', 'janeiro', 'fevereiro', 'mar[çc]o', 'abril', 'maio', 'junho', 'julho', 'agosto',
    'setembro', 'outubro', 'novembro', 'dezembro', 'ontem', 'hoje', 'esta (?:manh[ãa]|tarde|noite|semana)', '(?:a semana|o m[êe]s|o ano) passad[oa]',
    'este (?:m[êe]s|ano|ver[ãa]o|inverno|fim de semana)', 'cada (?:manh[ãa]|semana|m[êe]s)', 'antes de dormir',
  ]),
  it: phrases([
    'luned[ìi]', 'marted[ìi]', 'mercoled[ìi]', 'gioved[ìi]', 'venerd[ìi]', 'sabato', 'domenica', 'gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno',
    'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre', 'ieri', 'oggi', 'stamattina', 'stasera', '(?:la settimana|il mese|l.anno) scors[oa]',
    'quest[oa] (?:mese|anno|settimana|estate|inverno)', 'ogni (?:mattina|sera|settimana|mese)',
  ]),
};

/** A change measured or a thing done instead of another: the post reports a result, not a mood. */
export const RESULTS: Lexicon = {
  en: phrases([
    'from [$€£]?\\d[\\d.,:]*\\S* (?:\\p{L}+ )?to', 'went from', 'instead of', '(?:up|down) from', 'no longer', 'for the first time', 'sells? out',
    '(?:rose|fell|dropped|jumped|grew|climbed|doubled|halved|tripled) (?:by|to|from)', 'got (?:shorter|faster|cheaper|quicker|longer|smaller|bigger)',
  ]),
  es: phrases(['de \\d[\\d.,:]* a', 'pas[oó] de', 'en (?:vez|lugar) de', '(?:baj|sub)(?:ó|aron|ieron) de', 'ya no', 'por primera vez', 'antes (?:eran|era|tardaba)']),
  de: phrases(['von \\d[\\d.,:]* auf', 'statt', 'anstatt', 'nicht mehr', 'zum ersten mal', 'vorher', 'seitdem', 'seit es']),
  fr: phrases(['de \\d[\\d.,:]* [àa]', 'au lieu de', 'pour la premi[èe]re fois', 'd[ée]sormais', 'pass[ée] de', 'ne \\p{L}+ plus']),
  pt: phrases(['de \\d[\\d.,:]* para', 'em vez de', 'j[áa] n[ãa]o', 'pela primeira vez', 'antes (?:eram|era)', 'deixou de', 'parei de', 'acabou (?:a|o)']),
  it: phrases(['da \\d[\\d.,:]* a', 'invece di', 'non più', 'per la prima volta', 'prima (?:erano|era)', 'non [\\p{L}]+ più']),
};

/** A claim given with its reason. */
export const REASONS: Lexicon = {
  en: phrases(['because', 'so that', 'thanks to', "that's why", 'which is why']),
  es: phrases(['porque', 'gracias a', 'por eso']),
  de: phrases(['weil', 'dank', 'deshalb', 'darum']),
  fr: phrases(['parce que', 'gr[âa]ce [àa]', "c'est pourquoi"]),
  pt: phrases(['porque', 'gra[çc]as a']),
  it: phrases(['perch[ée]', 'grazie a', 'per questo']),
};

/** Counts written in words, with the word they count. "One" is left out: "one day", "one thing" count nothing. */
export const SPELLED_COUNTS: Lexicon = {
  en: phrases(['(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen|half an?) \\p{L}{3,}']),
  es: phrases(['(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cien|mil|media) \\p{L}{3,}']),
  de: phrases(['(?:zwei|drei|vier|f[üu]nf|sechs|sieben|acht|neun|zehn|elf|zw[öo]lf|zwanzig|dreißig|hundert|tausend|halbe) \\p{L}{3,}']),
  fr: phrases(['(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|cent|mille|demi-?) \\p{L}{3,}']),
  pt: phrases(['(?:dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|quinze|vinte|trinta|cem|mil|meia) \\p{L}{3,}']),
  it: phrases(['(?:due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti|trenta|cento|mille|mezz[ao]) \\p{L}{3,}']),
};

/**
 * Words the past-tense readings (pastEvents.ts) catch that report no event: feelings and states ("excited", "humbled"),
 * adjectives ending like participles ("talented", "hundred"), and present-tense look-alikes ("estou", "meu").
 */
export const NOT_EVENTS: ReadonlySet<string> = new Set([
  'excited', 'interested', 'tired', 'bored', 'surprised', 'amazed', 'inspired', 'motivated', 'dedicated', 'committed', 'focused', 'humbled', 'blessed',
  'overwhelmed', 'thrilled', 'delighted', 'honoured', 'honored', 'pleased', 'expected', 'imagined', 'used', 'needed', 'wanted', 'loved', 'liked', 'seemed',
  'based', 'related', 'connected', 'supported', 'evolved', 'embraced', 'empowered', 'advanced', 'detailed', 'limited', 'talented', 'experienced',
  'established', 'skilled', 'beloved', 'naked', 'wicked', 'sacred', 'crooked', 'ragged', 'rugged', 'hundred', 'kindred', 'indeed', 'proceed', 'succeed',
  'exceed', 'embed', 'united', 'concerned', 'involved', 'worried', 'scared', 'married', 'confused', 'stressed', 'obsessed', 'unexpected', 'underrated',
  'overrated', 'balanced', 'curated', 'supposed', 'allowed', 'required',
  'estou', 'sou', 'vou', 'dou', 'meu', 'teu', 'seu', 'europeu', 'chapéu', 'céu', 'adeus', 'café', 'bebé', 'olé', 'josé', 'andré', 'también', 'después',
  'qué', 'porqué', 'está', 'mamá', 'papá', 'sofá', 'además', 'jamás', 'quizá',
]);
