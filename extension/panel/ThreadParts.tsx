import type { Thread } from '../../shared/index';

/** A thread draft's parts: the head is the post most readers see, every other part a reply. */
export function ThreadParts({ thread, limit }: { thread: Thread; limit: number }) {
  return (
    <section class="pf-section" data-testid="preflight-thread" aria-label="Thread parts">
      <h3 class="pf-h">Thread of {thread.parts.length} posts</h3>
      {thread.head_stands_alone ? null : <p class="pf-note pf-note--warn">The first post does not stand alone; it is all most readers see.</p>}
      <ol class="pf-parts">
        {thread.parts.map((part) => (
          <li key={part.index} class="pf-part" data-testid="preflight-thread-part">
            <span>{part.role === 'head' ? 'Head' : `Part ${part.index + 1}`}</span>
            <span class={`pf-dot pf-dot--${part.decision}`} aria-hidden="true" />
            <span class="pf-part__score">{Math.round(part.pre_publish_score)}</span>
            <span class={part.weighted_length > limit ? 'pf-note pf-note--over' : 'pf-note'}>
              {part.weighted_length} / {limit}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
