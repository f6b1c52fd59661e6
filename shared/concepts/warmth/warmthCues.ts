// Warmth: words of thanks, praise, pride and good wishes. On 90 senators' accounts, posts with more positive
// words got more likes within the same account (shared/params/fitted.json has the measured effect). English
// words come from AFINN-165 (Nielsen 2011, valence > 0); a short list per other language keeps a post in
// German, Spanish or French from missing the same credit.

export const WARM_WORDS: ReadonlySet<string> = new Set([
  // de
  'danke', 'dank', 'glückwunsch', 'herzlichen', 'gratulation', 'stolz', 'freude', 'großartig', 'toll', 'wunderbar', 'schön', 'feiern',
  'liebe', 'glücklich', 'dankbar', 'bravo', 'super',
  // es
  'gracias', 'felicidades', 'enhorabuena', 'orgullo', 'orgulloso', 'orgullosa', 'alegría', 'feliz', 'genial', 'maravilloso', 'precioso',
  'celebrar', 'amor', 'agradecido', 'agradecida', 'bravo',
  // fr
  'merci', 'félicitations', 'bravo', 'fier', 'fière', 'joie', 'heureux', 'heureuse', 'génial', 'merveilleux', 'magnifique', 'célébrer',
  'amour', 'reconnaissant', 'reconnaissante',
]);
