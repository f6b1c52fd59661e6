import type { ReadonlySignal } from '@preact/signals';
import { TEXT_MAX, TEXT_MIN, type WeightedLength } from '@preflight/engine';
import { lengthOf, type LiveScore } from '../state/liveScore';
import { EMPTY_STATE } from './emptyState';
import { ToneDot } from '../../ui/Headline';
import { LengthMeter } from './LengthMeter';
import { showsAsThread, threadSummary, wholeNumber } from '@preflight/engine';

export { EMPTY_STATE };

/** The verdict line's words when there is no score: what to do next. */
function statusWords(live: Exclude<LiveScore, { kind: 'scored' }>): string {
  switch (live.kind) {
    case 'empty':
      return EMPTY_STATE;
    case 'too_short':
      return `Keep going: scores start at ${TEXT_MIN} characters.`;
    case 'too_long':
      return `Over ${wholeNumber(TEXT_MAX)} characters: too long to score.`;
    case 'failed':
      return `Could not score this draft: ${live.message}`;
  }
}

export interface CompactLineProps {
  live: LiveScore;
  expanded: boolean;
  onToggle: () => void;
  /** The site shows its own character counter (Mastodon): a second count beside it would only compete. */
  siteCountsLength?: boolean;
  /**
   * The text's length now, counted on every keystroke (read only by the meter, so a keystroke redraws the
   * count and nothing else); absent: the length the line was computed from.
   */
  length?: ReadonlySignal<WeightedLength | null>;
}

/** The meter of the length typed so far: the one part of the line that follows every keystroke. */
function TypedLength({ typed }: { typed: ReadonlySignal<WeightedLength | null> }) {
  return <LengthMeter length={typed.value} />;
}

/**
 * The panel's one line (at most 48 px: two lines of words at most): the headline's tone as a dot, the number
 * as a chance, the verdict in words and under it what the number means (or a long thread's own verdict, in
 * place of the length), the views against the usual post ("1.4× your usual"), the length against the limit,
 * and the toggle to the details. Every word and colour is the engine's (result.explanation): none is decided here.
 */
export function CompactLine({ live, expanded, onToggle, siteCountsLength = false, length: typed }: CompactLineProps) {
  const result = live.kind === 'scored' ? live.result : null;
  const headline = result ? result.explanation.headline : null;
  const thread = result && showsAsThread(result) ? threadSummary(result.thread, result.length.limit) : null;
  const verdict = live.kind === 'scored' ? live.result.explanation.verdict : statusWords(live);
  // One more line: a long thread's own verdict, or else what the number means.
  const second = thread ?? headline?.meaning ?? null;
  const words = [verdict, second].filter(Boolean).join('. ');
  const length = lengthOf(live);
  return (
    // The length the engine counted, whether shown or not: what this line was computed from.
    <header class="pf-head" data-testid="preflight-line" data-length={length ? `${length.weighted} / ${length.limit}` : undefined}>
      <span class="pf-brand" aria-hidden="true" title="Preflight">
        ✈
      </span>
      {result && headline ? <ToneDot tone={headline.tone} label={headline.label} decision={result.decision} /> : null}
      {headline ? (
        <span class="pf-score" data-testid="preflight-score" data-tone={headline.tone} title={headline.meaning}>
          {headline.score}
          <span class="pf-score__of"> %</span>
        </span>
      ) : null}
      <p class={`pf-verdict${second ? '' : ' pf-verdict--one'}`} title={words}>
        <strong class="pf-verdict__line" data-testid="preflight-verdict" data-tone={headline?.tone}>
          {verdict}
        </strong>
        {second ? (
          <>
            <span class="pf-sr-only">. </span>
            <span
              class="pf-verdict__line pf-top"
              data-testid={thread ? 'preflight-thread-summary' : 'preflight-meaning'}
              data-length={thread && result ? `${result.length.weighted} / ${result.length.limit}` : undefined}
            >
              {second}
            </span>
          </>
        ) : null}
      </p>
      {result ? (
        // The views against the usual post, short; the whole sentence on hover and in the Reach tab.
        <span class="pf-reach-short" data-testid="preflight-reach-short" title={result.explanation.reach.sentence}>
          {result.explanation.reach.short}
        </span>
      ) : null}
      {thread || siteCountsLength ? null : typed ? <TypedLength typed={typed} /> : <LengthMeter length={length} />}
      <button
        type="button"
        class="pf-toggle"
        data-testid="preflight-toggle"
        aria-expanded={expanded}
        aria-controls="pf-body"
        aria-label={expanded ? 'Hide Preflight details' : 'Show Preflight details'}
        title={expanded ? 'Hide details' : 'Show details'}
        onClick={onToggle}
      >
        <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
      </button>
    </header>
  );
}
