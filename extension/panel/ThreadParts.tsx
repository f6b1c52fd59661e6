import type { Thread } from '../../shared/index';

/** A thread draft's parts: the head is the post, every other part a follower-only reply. */
export function ThreadParts({ thread }: { thread: Thread }) {
  return (
    <section class="pf-section" data-testid="preflight-thread" aria-label="Thread parts">
      <h3 class="pf-h">Thread, {thread.parts.length} parts</h3>
      {thread.head_stands_alone ? null : <p class="pf-note pf-note--warn">The first part does not stand alone; it is all most readers see.</p>}
      <ol class="pf-parts">
        {thread.parts.map((part) => (
          <li key={part.index} class="pf-part">
            <span>{part.role === 'head' ? 'Head' : `Reply ${part.index}`}</span>
            <span class={`pf-badge pf-badge--small pf-badge--${part.decision}`}>{part.decision}</span>
            <span class="pf-part__score">{Math.round(part.pre_publish_score)}</span>
            <span class="pf-note">{part.weighted_length} chars</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
