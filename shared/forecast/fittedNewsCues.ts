// The news cues as the forecast's `announcement` and `stakes` terms were fitted on (npm run fit): the
// measurement a fitted effect multiplies must be the one it was fitted with, so these stay as they were until
// the next fit; the other languages' lists say the same words ("every" is "cada", "jeder", "chaque", "ogni"),
// so a post earns what its English twin earns. They are broader than the editor's (shared/cues/newsValueCues.ts: "breaking", "everyone" and
// "never" count here), so the data's reasons quote the editor's cues and say nothing when those find none.
import type { Lexicon } from '../cues/cuePattern';

export const FITTED_ANNOUNCEMENT: Lexicon = {
  en: [
    'breaking', 'announc(?:e|es|ed|ing|ement)', 'official(?:ly)?', 'just\\s+(?:released|launched|announced|shipped|signed|passed)',
    'launch(?:ed|es|ing)?', 'releas(?:ed|es|ing)', 'shipped', 'premieres?', 'introducing', 'unveil(?:s|ed|ing)?', 'confirm(?:s|ed)',
    'passed', 'signed\\s+into\\s+law', 'wins?', 'won', 'record[-\\s]breaking', 'for\\s+the\\s+first\\s+time', 'finally',
  ],
  de: [
    'eilmeldung', 'offiziell', '(?:an)?gek[üu]ndigt', 'k[üu]ndigen\\s+(?:\\p{L}+\\s+){0,3}an', 'ver[öo]ffentlich(?:t|en)', 'gestartet',
    'starten\\s+heute', 'vorgestellt', 'bestätigt', 'gewonnen', 'zum\\s+ersten\\s+mal', 'endlich',
  ],
  es: [
    '[úu]ltima\\s+hora', 'oficial(?:mente)?', 'anunci(?:a|an|amos|ó|ar|ado|ada)', 'lanz(?:a|an|amos|ó|ar|ado|ada)',
    'public(?:a|amos|ó|ar|ado|ada)', 'presentamos', 'estren(?:a|amos|ó|ar)', 'confirm(?:a|ó|ado|ada)', 'gan(?:ó|amos|aron)',
    'por\\s+primera\\s+vez', 'por\\s+fin',
  ],
  fr: [
    'derni[èe]re\\s+minute', 'officiel(?:lement)?', 'annonc(?:e|ent|é|ée|és|ons|er)', 'lanc(?:e|ent|é|ée|és|ons|er)', 'lançons',
    'publi(?:e|ent|é|ée|és|ons|er)', 'pr[ée]sent(?:ons|é|ée)', 'confirm(?:e|é|ée)', 'gagn(?:é|ée|ons)',
    'pour\\s+la\\s+premi[èe]re\\s+fois', 'enfin',
  ],
  pt: [
    '[úu]ltima\\s+hora', 'oficial(?:mente)?', 'anunci(?:a|am|amos|ou|ar|ado|ada)', 'lan[çc](?:a|am|amos|ou|ar|ado|ada)',
    'public(?:a|amos|ou|ar|ado|ada)', 'apresentamos', 'estre(?:ia|amos|ou)', 'confirm(?:a|ou|ado|ada)', 'venc(?:eu|emos)',
    'ganh(?:ou|amos)', 'pela\\s+primeira\\s+vez', 'finalmente',
  ],
  it: [
    'ultim[\'’]ora', 'ufficial(?:e|mente)', 'annunci(?:a|ano|amo|ato|ata|are)', 'lanci(?:a|ano|amo|ato|ata|are)',
    'pubblic(?:ano|hiamo|ato|ata|are)', 'presentiamo', 'confermat[oa]', 'vinto', 'per\\s+la\\s+prima\\s+volta', 'finalmente',
  ],
};

export const FITTED_STAKES: Lexicon = {
  en: [
    'millions?', 'billions?', 'thousands', 'lives', 'children', 'kids', 'families', 'everyone', 'everything', 'every', 'nobody',
    'nothing', 'never', 'world', 'history', 'historic', 'future', 'killed', 'died', 'dead', 'deaths?', 'freedom', 'rights', 'jobs',
  ],
  de: [
    'millionen', 'milliarden', 'leben', 'kinder', 'familien', 'jede[nrsm]?', 'alle', 'alles', 'niemand', 'nichts', 'nie', 'welt', 'geschichte',
    'zukunft', 'tot', 'tote', 'gestorben', 'getötet', 'freiheit', 'rechte',
  ],
  es: [
    'millones', 'vidas', 'niños', 'familias', 'todos', 'todo', 'cada', 'nadie', 'nada', 'nunca', 'mundo', 'historia', 'futuro', 'muertos',
    'murieron?', 'libertad', 'derechos',
  ],
  fr: [
    'millions', 'milliards', 'vies', 'enfants', 'familles', 'tout\\s+le\\s+monde', 'tout', 'chaque', 'personne', 'rien', 'jamais', 'monde',
    'histoire', 'avenir', 'morts', 'tu[ée]s', 'libert[ée]', 'droits',
  ],
  pt: [
    'milh[õo]es', 'bilh[õo]es', 'vidas', 'crian[çc]as', 'fam[íi]lias', 'todos', 'tudo', 'cada', 'ningu[ée]m', 'nada', 'nunca', 'mundo',
    'hist[óo]ria', 'futuro', 'mortos', 'morre(?:u|ram)', 'liberdade', 'direitos',
  ],
  it: [
    'milioni', 'miliardi', 'vite', 'bambini', 'famiglie', 'tutti', 'tutto', 'ogni', 'nessuno', 'niente', 'mai', 'mondo', 'storia', 'futuro',
    'morti', 'uccisi', 'libert[àa]', 'diritti',
  ],
};
