// The engine's first scores in a fresh page are slow: V8 compiles each function and regular expression on
// first use, and compiles each pattern again to machine code on its second use (and again for text stored two
// bytes per character); the engine also builds its tables (the view curve's band, the offensive-language
// screen). In Chromium the first score took 55-90 ms, a long task for the page. These steps do the same work
// in small pieces, each a few milliseconds, so a caller that runs one per idle period (the extension does,
// right after the engine loads) never blocks the page for long.
import { weightedLength } from '../post/length';
import { mayBeOffensive } from '../concepts/offensiveLanguage/offensiveScreen';
import { score } from '../score';
import { coldStartBandSteps } from '../viewCurve/viewCurve';
import { postContext, type PostContext } from '../post/postContext';
import { CONCEPTS } from '../concepts/index';

const POST = 'We cut our onboarding from 20 minutes to 4 by deleting three setup steps. Which step would you delete first? #buildinpublic';
// Beyond Latin-1 (the emoji), so the patterns are compiled for two-byte text too.
const THREAD =
  '1/ We shipped annual plans and revenue doubled.\n2/ The trick was one honest comparison table: ' +
  'https://example.com/pricing\n3/ Next we test monthly discounts 🚀';

/** One measurement of the text by each concept, each its own step: twice per text, for both compilations. */
function conceptSteps(text: string): (() => void)[] {
  const steps: (() => void)[] = [];
  for (const round of [1, 2]) {
    let ctx: PostContext | undefined;
    steps.push(() => {
      ctx = postContext(`${text} ${round}`, 'x');
    });
    for (const concept of CONCEPTS) steps.push(() => ctx && concept.measure(ctx));
  }
  return steps;
}

/** The pieces of a first score, in order; run them one at a time, a task each. */
export function warmUpSteps(): (() => void)[] {
  return [
    ...coldStartBandSteps(), // the band's quantile table, a slice of rows per step
    () => mayBeOffensive(POST), // the offensive-language screen's trie
    () => weightedLength(POST, 'x'), // twitter-text's patterns
    ...conceptSteps(POST),
    ...conceptSteps(THREAD),
    () => score({ text: POST }),
    () => score({ text: THREAD }),
  ];
}
