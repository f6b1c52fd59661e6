import { useContext, useId, useState } from 'preact/hooks';
import { headlineTone, shownScore, threadOfWords, type Fix, type Thread } from '@preflight/engine';
import { useCopy } from '../useCopy';
import { applyLabel } from '../../../ui/fixCards';
import { threadPartsOf, ThreadWritingContext, type ThreadOutcome } from './threadWriting';
import { CopyNote } from '../CopyNote';
import { onlyTrusted } from '../trustedInput';

/** A thread draft's parts: the head is the post most readers see, every other part a reply. */
export function ThreadParts({ thread, limit }: { thread: Thread; limit: number }) {
  return (
    <section class="pf-section" data-testid="preflight-thread" aria-label="Thread parts">
      <h3 class="pf-h">{threadOfWords(thread.parts.length)}</h3>
      {thread.head_stands_alone ? null : (
        <p class="pf-note pf-note--warn">The first post does not stand alone; it is all most readers see.</p>
      )}
      <ol class="pf-parts">
        {thread.parts.map((part) => (
          <li key={part.index} class="pf-part" data-testid="preflight-thread-part">
            <span>{part.role === 'head' ? 'Head' : `Part ${part.index + 1}`}</span>
            <span class={`pf-dot pf-dot--${headlineTone(part.decision, shownScore(part.pre_publish_score))}`} aria-hidden="true" />
            <span class="pf-part__score">{shownScore(part.pre_publish_score)}</span>
            <span class={part.weighted_length > limit ? 'pf-note pf-note--over' : 'pf-note'}>
              {part.weighted_length} / {limit}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The engine's "split into a thread" fix, done the site's way: each part in its own box of the site's thread
 * (never all of them in one box, which the site would post as one over-long post). Where the panel cannot
 * write a thread (the popup, a site without a control it can use, a write that did not read back), it offers
 * the parts to copy one by one and writes nothing.
 */
export function SplitThread({ fix, score }: { fix: Fix; score: number }) {
  const writing = useContext(ThreadWritingContext);
  const [busy, setBusy] = useState(false);
  const parts = threadPartsOf(fix, writing.platform);
  const labelId = useId();
  const to = Math.round(fix.pre_publish_score);
  const outcome = writing.outcome.value;
  const failed = outcome && outcome.fixText === fix.text && outcome.result.kind === 'not_written' ? outcome.result.why : null;
  const copy = !writing.write || failed !== null;

  const write = () => {
    setBusy(true);
    void writing.write?.(parts).then((result) => {
      writing.outcome.value = { fixText: fix.text, firstPart: parts[0] ?? '', result };
      setBusy(false);
    });
  };

  return (
    <div class="pf-fix pf-split" data-testid="preflight-fix" data-kind={fix.kind} data-score={to}>
      <span class="pf-fix__label" id={labelId}>
        {fix.label}
      </span>
      {copy ? (
        <CopyParts parts={parts} why={failed} />
      ) : (
        <button
          type="button"
          class="pf-button"
          data-testid="preflight-split-write"
          aria-describedby={labelId}
          disabled={busy}
          onClick={onlyTrusted(write)}
        >
          {applyLabel(`Write as ${parts.length} posts`, score, fix.pre_publish_score)}
        </button>
      )}
    </div>
  );
}

/** Said while the writer's box holds the thread's first part: the rest went into the boxes below. */
export function ThreadWrittenBar({ outcome, text }: { outcome: ThreadOutcome | null; text: string }) {
  if (outcome?.result.kind !== 'written' || outcome.firstPart !== text) return null;
  return (
    <div class="pf-applied" data-testid="preflight-split-done" role="status">
      <span class="pf-applied__text">Written as a thread: {outcome.result.parts} posts, each in its own box.</span>
    </div>
  );
}

/** The parts, each with its own Copy: the writer pastes them into the site's thread boxes. */
function CopyParts({ parts, why }: { parts: readonly string[]; why: string | null }) {
  const copied = useCopy();
  return (
    <div class="pf-split__parts" data-testid="preflight-split-copy">
      <p class="pf-note" role="status">
        {why ? `${why} ` : ''}Copy each post into its own box of the thread:
      </p>
      <ol class="pf-parts">
        {parts.map((part, i) => (
          <li key={i} class="pf-part" data-testid="preflight-split-part">
            <span class="pf-split__text">{part}</span>
            <button
              type="button"
              class="pf-button pf-button--quiet"
              data-testid="preflight-split-part-copy"
              aria-label={`Copy post ${i + 1} of ${parts.length}`}
              onClick={onlyTrusted((e) => copied.copy(part, e.currentTarget, `Post ${i + 1} copied.`))}
            >
              Copy
            </button>
          </li>
        ))}
      </ol>
      <CopyNote said={copied.said} />
    </div>
  );
}
