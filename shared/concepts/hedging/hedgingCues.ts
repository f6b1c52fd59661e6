// Hedging: qualifiers that take the claim back ("I think maybe… possibly… perhaps, but I'm not sure").
// One hedge can be honest; a pile of them leaves the reader nothing to act on. Style guides (Strunk &
// White, "avoid a succession of loose qualifiers"; Pinker, The Sense of Style, on compulsive hedging).
import type { Lexicon } from '../../cues/cuePattern';

export const HEDGING: Lexicon = {
  en: [
    'i\\s+think\\s+maybe', 'maybe', 'perhaps', 'possibly', 'probably', 'might', 'could\\s+possibly', 'in\\s+some\\s+cases',
    "i'?m\\s+not\\s+(?:sure|certain)", 'not\\s+sure', 'i\\s+guess', 'sort\\s+of', 'kind\\s+of', 'kinda', 'somewhat',
    'more\\s+or\\s+less', 'to\\s+some\\s+extent', 'it\\s+seems', 'i\\s+suppose', "who\\s+knows", 'i\\s+don\'?t\\s+know',
  ],
  de: ['vielleicht', 'eventuell', 'möglicherweise', 'keine\\s+ahnung', 'mal\\s+sehen', 'irgendwie', 'ich\\s+glaube', 'wahrscheinlich', 'weiß\\s+nicht'],
  es: ['quizás?', 'tal\\s+vez', 'a\\s+lo\\s+mejor', 'no\\s+s[ée]', 'supongo', 'ni\\s+idea', 'ya\\s+veremos', 'posiblemente'],
  fr: ['peut[-\\s]être', 'je\\s+ne\\s+sais\\s+pas', 'je\\s+suppose', 'on\\s+verra', 'aucune\\s+id[ée]e', 'probablement', 'éventuellement'],
  pt: ['talvez', 'provavelmente', 'possivelmente', 'n[ãa]o\\s+sei', 'acho\\s+que\\s+talvez', 'sei\\s+l[áa]', 'vamos\\s+ver'],
  it: ['forse', 'probabilmente', 'magari', 'non\\s+so', 'credo\\s+che\\s+forse', 'chiss[àa]', 'vedremo', 'suppongo', 'boh'],
};
