// News value: a post that announces something that happened or is official, or that names stakes people
// share (lives, children, millions). Tan, Lee & Pang (ACL 2014) found headline-like wording and high-stakes
// words raise retweets of the same link by the same author; journalism's news values (Galtung & Ruge 1965;
// Harcup & O'Neill 2017: magnitude, relevance, the power elite) name the same cues.
//
// Every cue names an event or a specific stake. Words with an everyday sense are cues only in their news sense:
// "breaking news", not "breaking our checkout"; "jobs report" or "cut 300 jobs", not "batch jobs"; "passed the
// bill", not "time passed". Sweeping words ("everyone", "never", "the future") are not news: they are the
// marks of a platitude (shared/concepts/vagueness/sweepingCues.ts).
import type { Lexicon } from './cuePattern';

export const ANNOUNCEMENT: Lexicon = {
  en: [
    'breaking\\s+news', 'breaking(?=\\s*[:|—–])', 'announc(?:e|es|ed|ing|ement)', 'officially', 'it(?:\'|’)?s\\s+official',
    'just\\s+(?:released|launched|announced|shipped|signed|passed)', 'launch(?:ed|es|ing)?', 'releas(?:ed|es|ing)', 'shipped',
    'premieres?', 'introducing', 'unveil(?:s|ed|ing)?', 'confirm(?:s|ed)', 'today\\s+we', 'we\\s+(?:are|\'re|’re)\\s+(?:launching|releasing|opening)',
    '(?:bill|law|act|motion|measure|amendment)\\s+(?:has\\s+|was\\s+)?passed', 'passed\\s+(?:the|a|its)\\s+(?:\\p{L}+\\s+)?(?:bill|law|act|motion|vote|budget|amendment)',
    'signed\\s+into\\s+law', 'wins?', 'won', 'record[-\\s]breaking', 'for\\s+the\\s+first\\s+time', 'jobs\\s+report',
  ],
  de: [
    'eilmeldung', 'offiziell', '(?:an)?gek[üu]ndigt', 'k[üu]ndigen\\s+(?:\\p{L}+\\s+){0,3}an', 'ver[öo]ffentlich(?:t|en)', 'gestartet',
    'starten\\s+heute', 'vorgestellt', 'bestätigt', 'gewonnen', 'zum\\s+ersten\\s+mal',
  ],
  es: [
    '[úu]ltima\\s+hora', 'oficial(?:mente)?', 'anunci(?:a|an|amos|ó|ar|ado|ada)', 'lanz(?:a|an|amos|ó|ar|ado|ada)',
    'public(?:a|amos|ó|ar|ado|ada)', 'presentamos', 'estren(?:a|amos|ó|ar)', 'confirm(?:a|ó|ado|ada)', 'gan(?:ó|amos|aron)',
    'por\\s+primera\\s+vez',
  ],
  fr: [
    'derni[èe]re\\s+minute', 'officiel(?:lement)?', 'annonc(?:e|ent|é|ée|és|ons|er)', 'lanc(?:e|ent|é|ée|és|ons|er)', 'lançons',
    'publi(?:e|ent|é|ée|és|ons|er)', 'pr[ée]sent(?:ons|é|ée)', 'confirm(?:e|é|ée)', 'gagn(?:é|ée|ons)',
    'pour\\s+la\\s+premi[èe]re\\s+fois',
  ],
  pt: [
    '[úu]ltima\\s+hora', 'oficial(?:mente)?', 'anunci(?:a|am|amos|ou|ar|ado|ada)', 'lan[çc](?:a|am|amos|ou|ar|ado|ada)',
    'public(?:a|amos|ou|ar|ado|ada)', 'apresentamos', 'estre(?:ia|amos|ou)', 'confirm(?:a|ou|ado|ada)', 'venc(?:eu|emos)',
    'ganh(?:ou|amos)', 'pela\\s+primeira\\s+vez',
  ],
  it: [
    'ultim[\'’]ora', 'ufficial(?:e|mente)', 'annunci(?:a|ano|amo|ato|ata|are)', 'lanci(?:a|ano|amo|ato|ata|are)',
    'pubblic(?:ano|hiamo|ato|ata|are)', 'presentiamo', 'confermat[oa]', 'vinto', 'per\\s+la\\s+prima\\s+volta',
  ],
};

export const STAKES: Lexicon = {
  en: [
    'millions?', 'billions?', 'thousands', 'lives', 'children', 'kids', 'families', 'history', 'historic', 'killed', 'died', 'dead',
    'deaths?', 'freedom', 'rights', '(?:lost|lose|losing|cut|cuts|cutting|created|creates|added|adds)\\s+(?:[\\p{N},.]+\\s+|their\\s+|our\\s+|your\\s+)?jobs',
  ],
  de: ['millionen', 'milliarden', 'tausende', 'leben', 'kinder', 'familien', 'geschichte', 'historisch', 'getötet', 'gestorben', 'tote', 'freiheit', 'rechte'],
  es: ['millones', 'miles', 'vidas', 'niños', 'familias', 'historia', 'hist[óo]ric[oa]', 'muertos', 'murieron', 'libertad', 'derechos'],
  fr: ['millions', 'milliards', 'milliers', 'vies', 'enfants', 'familles', 'histoire', 'historique', 'tu[ée]s', 'morts', 'libert[ée]', 'droits'],
  pt: [
    'milh[õo]es', 'bilh[õo]es', 'milhares', 'vidas', 'crian[çc]as', 'fam[íi]lias', 'hist[óo]ria', 'hist[óo]ric[oa]', 'mortos',
    'morreram', 'liberdade', 'direitos',
  ],
  it: [
    'milioni', 'miliardi', 'migliaia', 'vite', 'bambini', 'famiglie', 'storia', 'storic[oa]', 'uccisi', 'morti', 'libert[àa]',
    'diritti',
  ],
};
