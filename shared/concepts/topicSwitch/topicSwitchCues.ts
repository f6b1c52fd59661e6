// Topic switches: connectors that bolt an unrelated point onto a post ("also… by the way… plus…"). A post
// that makes one point gets read and shared; several unrelated ones blur each other (the "one idea per
// post" rule of social writing guides).
import type { Lexicon } from '../../cues/cuePattern';

export const TOPIC_SWITCH: Lexicon = {
  en: [
    'by\\s+the\\s+way',
    'btw',
    'on\\s+(?:another|a\\s+different|an\\s+unrelated)\\s+note',
    'unrelated(?:ly)?',
    'oh\\s+and',
    'also,?',
    'plus,?',
    'p\\.?s\\.?',
    'anyway,?',
    'in\\s+other\\s+news',
  ],
  de: ['übrigens', 'apropos', 'außerdem', 'nebenbei'],
  es: ['por\\s+cierto', 'adem[áa]s', 'por\\s+otro\\s+lado'],
  fr: ['au\\s+fait', "d'ailleurs", 'sinon', 'en\\s+plus'],
  pt: ['ali[áa]s', 'a\\s+prop[óo]sito', 'al[ée]m\\s+disso', 'por\\s+outro\\s+lado'],
  it: ['a\\s+proposito', "tra\\s+l['’]altro", 'inoltre', 'comunque'],
};
