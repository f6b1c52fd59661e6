// Humblebrag and announcement filler: stacking feelings about news instead of saying the news ("humbled and
// honoured to announce", "thrilled to share some exciting news"). Sezer, Gino & Norton (Journal of
// Personality and Social Psychology, 2018) found humblebragging less liked than plain bragging or plain
// news; LinkedIn writing guides give the same advice: lead with what happened.
import type { Lexicon } from '../../cues/cuePattern';

export const HUMBLEBRAG: Lexicon = {
  en: [
    'humbled',
    'honou?red\\s+(?:to|and)',
    '(?:thrilled|excited|delighted|overjoyed|ecstatic|proud|pleased|grateful|' +
      'blessed)\\s+(?:to\\s+(?:announce|share|say|be)|and\\s+(?:honou?red|humbled|grateful|excited|' +
      'thrilled|proud))',
    'beyond\\s+(?:excited|grateful|thrilled|humbled|proud)',
    'exciting\\s+news',
    'amazing\\s+(?:network|journey|community)',
    'some\\s+(?:big\\s+|personal\\s+)?news\\s+to\\s+share',
    "can'?t\\s+believe\\s+i\\s+(?:get|got)\\s+to",
  ],
  de: ['(?:freue|freuen)\\s+(?:mich|uns)\\s+(?:riesig|sehr|wahnsinnig)', 'stolz\\s+und\\s+dankbar', 'demütig'],
  es: ['(?:emocionad[oa]|orgullos[oa]|feliz)\\s+de\\s+(?:anunciar|compartir)', 'humilde\\s+y\\s+agradecid[oa]'],
  fr: ["(?:ravi|ravie|fier|fière|heureux|heureuse)\\s+(?:et\\s+\\p{L}+\\s+)?d'annoncer", 'honor[ée]\\s+et'],
  pt: ['(?:emocionad[oa]|orgulhos[oa]|feliz)\\s+(?:em|de)\\s+(?:anunciar|compartilhar)', 'honrad[oa]\\s+e\\s+grat[oa]'],
  it: ['(?:emozionat[oa]|orgoglios[oa]|felice|entusiast[oa])\\s+di\\s+(?:annunciare|condividere)', 'onorat[oa]\\s+e\\s+grat[oa]'],
};
