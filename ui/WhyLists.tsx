import type { ScoreResult } from '@preflight/engine';

type Reason = ScoreResult['reasons'][number];

const VOICE_LABEL = { data: 'Data', policy: 'Platform policy', editor: 'Editor' } as const;

export interface WhyListsProps {
  /** What the editor praises, biggest help first (strengthsOf). */
  strengths: readonly Reason[];
  /** What the forecast rests on: the data and the platforms' policies (dataSays). */
  data: readonly Reason[];
  /** The editor marks words of the post (a blocker with a span): then the empty note does not ask for more. */
  marksWords: boolean;
  /** The section's name; a page showing two readings names each its own way. */
  label?: string;
}

/**
 * What the Why tab says when the editor praises nothing. Praise is never given to words the editor marks (the
 * engine leaves it out), so a post with marked words may have details that are not praised: then the tab does
 * not ask for them.
 */
function emptyStrengths(marksWords: boolean): string {
  return marksWords
    ? 'Nothing to praise outside the words marked on the Fix tab.'
    : 'Nothing stands out yet: a concrete detail, a number or a real question would.';
}

/**
 * What the post does well in the editor's eyes, biggest help first, then what the forecast rests on: the data
 * (fitted on real posts' outcomes) and the platforms' policies, each labelled with its voice. The two voices
 * may disagree (a good question may still go with fewer likes): the writer reads both. The lists come in
 * worked out (the page's engine runs in a worker), so this file needs no engine code.
 */
export function WhyLists({ strengths, data, marksWords, label = 'What works' }: WhyListsProps) {
  return (
    <section class="pf-section" data-testid="preflight-why" aria-label={label}>
      <h3 class="pf-h">What works</h3>
      {strengths.length === 0 ? (
        <p class="pf-empty">{emptyStrengths(marksWords)}</p>
      ) : (
        <ul class="pf-reasons">
          {strengths.map((r) => (
            <li key={r.concept} class="pf-reason pf-reason--up">
              <span aria-hidden="true">▲</span> {r.text}
            </li>
          ))}
        </ul>
      )}
      {data.length > 0 && (
        <>
          <h3 class="pf-h">What the data say</h3>
          <ul class="pf-reasons" data-testid="preflight-data">
            {data.map((r) => (
              <li key={r.concept} class={`pf-reason pf-reason--${r.effect}`} data-voice={r.voice}>
                <span aria-hidden="true">{r.effect === 'up' ? '▲' : '▼'}</span> <strong class="pf-voice">{VOICE_LABEL[r.voice]}:</strong>{' '}
                {r.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
