// Vague wording: amounts, things and outcomes left unnamed ("a lot faster", "some changes", "things are
// better now"). Plain-language guides (e.g. the UK Government Digital Service's style guide, Strunk &
// White's "use definite, specific, concrete language") ask for the number, the name or the example instead.
import type { Lexicon } from '../../cues/cuePattern';

export const VAGUENESS: Lexicon = {
  en: [
    'a\\s+lot(?:\\s+(?:faster|better|more|of\\s+(?:things|stuff)))?',
    'lots\\s+of\\s+(?:things|stuff)',
    '(?:some|a\\s+few|several|various|many|certain)\\s+(?:things|stuff|changes|improvements|tweaks|' +
      'updates|issues|work|infrastructure\\s+work|stuff)',
    'stuff',
    'things\\s+(?:are|were|got|seem|look)\\s+(?:better|worse|good|great|fine|different)(?:\\s+now)?',
    "it'?s\\s+(?:better|worse|good|fine)\\s+now",
    'some\\s+(?:\\p{L}+\\s+)?(?:work|changes)',
    'somehow',
    'something\\s+like\\s+that',
    'and\\s+(?:so\\s+on|stuff\\s+like\\s+that|things\\s+like\\s+that)',
    'recently',
    'the\\s+other\\s+day',
    'changing\\s+some\\s+things',
    'moved\\s+some\\s+(?:stuff|things)',
    '(?:is|are)\\s+important',
    '(?:matters?|matter)\\s*[.!]',
  ],
  de: ['irgendwas', 'irgendwie', 'irgendwelche', 'einige\\s+(?:dinge|sachen|änderungen)', 'sachen', 'viel\\s+besser', 'ist\\s+wichtig'],
  es: ['algo\\s+así', 'algunas\\s+cosas', 'varias\\s+cosas', 'cosas', 'mucho\\s+mejor', 'es\\s+importante'],
  fr: ['des\\s+trucs', 'trucs', 'quelques\\s+(?:choses|changements)', 'beaucoup\\s+mieux', "c'est\\s+important"],
  pt: ['algo\\s+assim', 'algumas\\s+coisas', 'v[áa]rias\\s+coisas', 'coisas', 'muito\\s+melhor', '[ée]\\s+importante'],
  it: ['qualcosa\\s+del\\s+genere', 'alcune\\s+cose', 'varie\\s+cose', 'cose', 'molto\\s+meglio', '[èe]\\s+importante'],
};
