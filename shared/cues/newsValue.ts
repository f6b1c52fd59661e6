// News value: a post that announces something that happened or is official, or that names stakes people
// share (lives, children, history, millions). Tan, Lee & Pang (ACL 2014) found headline-like wording and
// general, high-stakes words raise retweets of the same link by the same author; journalism's news values
// (Galtung & Ruge 1965; Harcup & O'Neill 2017: magnitude, relevance, the power elite) name the same cues.
import type { Lexicon } from './cuePattern';

export const ANNOUNCEMENT: Lexicon = {
  en: [
    'breaking', 'announc(?:e|es|ed|ing|ement)', 'official(?:ly)?', 'just\\s+(?:released|launched|announced|shipped|signed|passed)',
    'launch(?:ed|es|ing)?', 'releas(?:ed|es|ing)', 'shipped', 'premieres?', 'introducing', 'unveil(?:s|ed|ing)?', 'confirm(?:s|ed)',
    'passed', 'signed\\s+into\\s+law', 'wins?', 'won', 'record[-\\s]breaking', 'for\\s+the\\s+first\\s+time', 'finally',
  ],
  de: ['eilmeldung', 'offiziell', 'angekündigt', 'veröffentlicht', 'gestartet', 'zum\\s+ersten\\s+mal', 'endlich'],
  es: ['[úu]ltima\\s+hora', 'oficial(?:mente)?', 'anunci(?:a|amos|ó)', 'lanzamos', 'publicamos', 'por\\s+primera\\s+vez', 'por\\s+fin'],
  fr: ['derni[èe]re\\s+minute', 'officiel(?:lement)?', 'annonc(?:e|é|ons)', 'lanc[ée]', 'publi[ée]', 'pour\\s+la\\s+premi[èe]re\\s+fois', 'enfin'],
};

export const STAKES: Lexicon = {
  en: [
    'millions?', 'billions?', 'thousands', 'lives', 'children', 'kids', 'families', 'everyone', 'everything', 'every', 'nobody',
    'nothing', 'never', 'world', 'history', 'historic', 'future', 'killed', 'died', 'dead', 'deaths?', 'freedom', 'rights', 'jobs',
  ],
  de: ['millionen', 'milliarden', 'leben', 'kinder', 'familien', 'jeder', 'alle', 'niemand', 'nie', 'welt', 'geschichte', 'zukunft'],
  es: ['millones', 'vidas', 'niños', 'familias', 'todos', 'nadie', 'nunca', 'mundo', 'historia', 'futuro'],
  fr: ['millions', 'milliards', 'vies', 'enfants', 'familles', 'tout\\s+le\\s+monde', 'personne', 'jamais', 'monde', 'histoire', 'avenir'],
};
