// A link sends readers out of the feed. X has said it shows such posts to fewer people; the fit checks
// whether the data of accounts it did not see agrees before the effect ships.
import { NONE, defineConcept, inWords } from './concept';

export const linkConcept = defineConcept({
  id: 'link',
  label: 'A link',
  measure: (ctx) => (ctx.f.urls.length > 0 ? { value: 1, spans: ctx.f.urls } : NONE),
  effect: {
    kind: 'fitted',
    sign: -1,
    prior: 0,
    principle: 'Feeds keep readers in the feed: a link takes them away, so posts with links are shown less.',
  },
  response: 'reach',
  explain: inWords(
    'No link: readers stay in the feed.',
    'Put the point in the post itself, so a reader knows why the link matters without opening it.',
  ),
});
