// Hedging: qualifiers that take the claim back ("I think maybe… possibly… perhaps, but I'm not sure").
// One hedge can be honest; a pile of them leaves the reader nothing to act on. Style guides (Strunk &
// White, "avoid a succession of loose qualifiers"; Pinker, The Sense of Style, on compulsive hedging).
import type { Lexicon } from '../../cues/cuePattern';

export const HEDGING: Lexicon = {
  en: [
    'i\\s+think\\s+maybe', 'maybe', 'perhaps', 'possibly', 'probably', 'might', 'could\\s+possibly', 'in\\s+some\\s+cases',
    "i'?m\\s+not\\s+(?:sure|certain)", 'not\\s+sure', 'i\\s+guess', 'sort\\s+of', 'kind\\s+of', 'kinda', 'somewhat',
    'more\\s+or\\s+less', 'to\\s+some\\s+extent', 'it\\s+seems', 'i\\s+suppose', "who\\s+knows", 'i\\s+don\'?t\\s+know',
    'it\\s+(?:all\\s+)?depends', 'depending\\s+on', "(?:it'?s\\s+)?hard\\s+to\\s+(?:say|tell|know)", 'in\\s+certain\\s+(?:cases|situations)', 'as\\s+far\\s+as\\s+i\\s+can\\s+tell', "it'?s\\s+possible", 'at\\s+least\\s+in\\s+some', 'or\\s+maybe\\s+not', 'could\\s+go\\s+either\\s+way',
  ],
  de: ['vielleicht', 'eventuell', 'möglicherweise', 'keine\\s+ahnung', 'mal\\s+sehen', 'irgendwie', 'ich\\s+glaube', 'wahrscheinlich', 'weiß\\s+nicht', 'unter\\s+umständen', 'je\\s+nach\\s+\\p{L}+', 'schwer\\s+zu\\s+sagen', 'kommt\\s+(?:ganz\\s+)?drauf\\s+an'],
  es: ['quizás?', 'tal\\s+vez', 'a\\s+lo\\s+mejor', 'no\\s+s[ée]', 'supongo', 'ni\\s+idea', 'ya\\s+veremos', 'posiblemente', 'puede\\s+que', 'en\\s+algunos\\s+casos', 'depende', 'es\\s+dif[ií]cil\\s+(?:de\\s+)?(?:decir(?:lo)?|saber)'],
  fr: ['peut[-\\s]être', 'je\\s+ne\\s+sais\\s+pas', 'je\\s+suppose', 'on\\s+verra', 'aucune\\s+id[ée]e', 'probablement', 'éventuellement', 'dans\\s+certains\\s+cas', 'ça\\s+dépend', 'difficile\\s+à\\s+dire'],
  pt: ['talvez', 'pode\\s+ser\\s+que', 'em\\s+alguns\\s+casos', 'depende', 'n[ãa]o\\s+sei\\s+bem', 'acho\\s+eu', 'provavelmente', '[ée]\\s+dif[ií]cil\\s+dizer', 'possivelmente', 'n[ãa]o\\s+sei', 'acho\\s+que\\s+talvez', 'sei\\s+l[áa]', 'vamos\\s+ver'],
  it: ['forse', 'magari', 'probabilmente', 'in\\s+alcuni\\s+casi', 'dipende', 'non\\s+so', '[èe]\\s+difficile\\s+(?:da\\s+)?dire', 'credo', 'credo\\s+che\\s+forse', 'chiss[àa]', 'vedremo', 'suppongo', 'boh'],
};
