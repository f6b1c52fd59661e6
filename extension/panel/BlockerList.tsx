import type { Blocker } from '../../shared/index';

/** What stops the post and how to fix it; blocking ones first. */
export function BlockerList({ blockers, text }: { blockers: Blocker[]; text: string }) {
  const ordered = [...blockers].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'block' ? -1 : 1));
  return (
    <section class="pf-section" data-testid="preflight-blockers" aria-label="Blockers">
      <h3 class="pf-h">Blockers</h3>
      {ordered.length === 0 ? (
        <p class="pf-note">None: nothing here would hold the post back.</p>
      ) : (
        <ul class="pf-blockers">
          {ordered.map((b, i) => (
            <li key={`${b.code}-${i}`} class={`pf-blocker pf-blocker--${b.severity}`}>
              <span class="pf-blocker__tag">{b.severity === 'block' ? 'Blocks' : 'Warns'}</span>
              <span class="pf-blocker__message">{b.message}</span>
              {b.span && b.span.end > b.span.start ? <q class="pf-blocker__where">{text.slice(b.span.start, b.span.end)}</q> : null}
              <span class="pf-blocker__fix">Fix: {b.fix}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
