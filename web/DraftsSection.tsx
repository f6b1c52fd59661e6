// Drafts from an idea: one POST /api/v1/generate (a generate call of the key), the variants ranked by the
// engine, each with its verdict, its number and what it means; copy one, or use it as the draft above
// (one Undo step).
import { useState } from 'preact/hooks';
import { ToneBadge } from '../ui/Headline';
import type { DraftState } from './draftState';
import type { DraftsShown, DraftVariantShown } from './engine/engineProtocol';
import type { EngineClient } from './engineClient';
import type { KeyState } from './keyState';
import { callService, type ServiceFailure } from './serviceApi';
import { ServiceProblem } from './ServiceProblem';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'drafts'; drafts: DraftsShown }
  | { kind: 'failed'; failure: ServiceFailure }
  | { kind: 'unreadable'; message: string };

/** One ranked draft: its verdict, number and meaning, its text, and the buttons that use or copy it. */
function DraftItem({
  variant: v,
  copied,
  onUse,
  onCopy,
}: {
  variant: DraftVariantShown;
  copied: boolean;
  onUse: () => void;
  onCopy: () => void;
}) {
  return (
    <li class="web-variant" data-testid="draft-variant" data-rank={v.rank} data-score={v.score}>
      <div class="web-headline">
        <ToneBadge headline={{ tone: v.tone, label: v.headlineLabel }} decision={v.decision} />
        <span class="web-number web-number--small" role="img" aria-label={`Score ${v.score} of 100`}>
          {v.score}
        </span>
        <span class="web-meaning">{v.meaning}</span>
      </div>
      {v.label ? <p class="web-muted">{v.label}</p> : null}
      <p class="web-variant__text">{v.draft}</p>
      <div class="web-row">
        <button type="button" class="pf-button" data-testid="draft-use" aria-label={`Use as my draft: draft ${v.rank}`} onClick={onUse}>
          Use as my draft
        </button>
        <button type="button" class="pf-button pf-button--quiet" aria-label={`Copy draft ${v.rank}`} onClick={onCopy}>
          Copy
        </button>
        <span class="pf-note" role="status">
          {copied ? 'Copied.' : ''}
        </span>
      </div>
    </li>
  );
}

/** How many variants to ask for, and the button that asks (one generate call of the key). */
function VariantsAndSubmit(props: { count: number; onCount: (count: number) => void; disabled: boolean; asking: boolean }) {
  const { count, onCount, disabled, asking } = props;
  return (
    <div class="web-row">
      <label class="web-field web-inline">
        Variants
        <select data-testid="idea-count" value={String(count)} onChange={(e) => onCount(Number(e.currentTarget.value))}>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" class="pf-button" data-testid="idea-submit" disabled={disabled}>
        {asking ? 'Drafting…' : 'Draft (1 generate call)'}
      </button>
    </div>
  );
}

export function DraftsSection({ draft, keys, engine }: { draft: DraftState; keys: KeyState; engine: EngineClient }) {
  const [idea, setIdea] = useState('');
  const [count, setCount] = useState(3);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [copied, setCopied] = useState<number | null>(null);
  const kept = keys.kept.value;

  const ask = async (event: Event) => {
    event.preventDefault();
    if (!kept || idea.trim() === '') return;
    setOutcome({ kind: 'asking' });
    const answer = await callService('/api/v1/generate', {
      method: 'POST',
      key: kept.key,
      json: { idea, n_variants: count, platform: draft.platform.peek() },
    });
    if (!answer.ok) {
      keys.noteFailure(answer);
      setOutcome({ kind: 'failed', failure: answer });
      return;
    }
    const read = await engine.drafts(answer.body);
    setOutcome(
      read.drafts ? { kind: 'drafts', drafts: read.drafts } : { kind: 'unreadable', message: read.message ?? 'Unreadable drafts.' },
    );
    void keys.refreshUsage();
  };

  const copy = (rank: number, text: string) => {
    void navigator.clipboard.writeText(text).then(
      () => setCopied(rank),
      () => setCopied(null),
    );
  };

  return (
    <section class="web-card" aria-labelledby="drafts-heading" data-testid="drafts-section">
      <h2 id="drafts-heading">Drafts from an idea</h2>
      <form class="web-stack" onSubmit={(e) => void ask(e)}>
        <label class="web-field" for="idea-text">
          Your idea, in a sentence or two
        </label>
        <textarea id="idea-text" rows={2} data-testid="idea-text" value={idea} onInput={(e) => setIdea(e.currentTarget.value)} />
        <VariantsAndSubmit
          count={count}
          onCount={setCount}
          disabled={!kept || idea.trim() === '' || outcome.kind === 'asking'}
          asking={outcome.kind === 'asking'}
        />
        {!kept ? <p class="web-muted">Drafting is done by the service: enter your API key above.</p> : null}
      </form>
      {outcome.kind === 'failed' ? <ServiceProblem failure={outcome.failure} keyUsed={kept?.key ?? null} testId="drafts-problem" /> : null}
      {outcome.kind === 'unreadable' ? <p role="alert">{outcome.message}</p> : null}
      {outcome.kind === 'drafts' ? (
        <>
          {outcome.drafts.shortfall ? <p class="web-muted">{outcome.drafts.shortfall}</p> : null}
          <ol class="web-variants" data-testid="drafts-list">
            {outcome.drafts.variants.map((v) => (
              <DraftItem
                key={v.rank}
                variant={v}
                copied={copied === v.rank}
                onUse={() => draft.write(`Draft ${v.rank}`, v.draft)}
                onCopy={() => copy(v.rank, v.draft)}
              />
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
