import { useId, useState } from 'preact/hooks';
import type { Fix, ScoreResult, Span } from '../../shared/index';
import type { FixesState, PanelModel } from '../state/panelModel';
import { copyText } from './clipboard';
import { fixesFor, issuesOf, unclaimedFixes, type Issue } from './issues';
import { ThreadParts } from './ThreadParts';

const TAGS: Record<Issue['severity'], string> = {
  block: 'Holds the post back',
  warn: 'Warning',
  reason: 'Costs points',
};

export interface FixTabProps {
  model: PanelModel;
  result: ScoreResult;
  text: string;
  /** Writes a whole text where the draft lives (the composer's Insert path, or the popup's draft box); absent: Copy instead. */
  onInsert?: (text: string) => Promise<boolean>;
}

interface FixRowProps {
  fix: Fix;
  score: number;
  busy: boolean;
  onApply?: (fix: Fix) => void;
}

/** One fix: what it does, and the score it leads to before it is applied ("Apply: 41 → 63"). */
function FixRow({ fix, score, busy, onApply }: FixRowProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const labelId = useId();
  const to = Math.round(fix.pre_publish_score);
  // The button's name is what it shows; what the fix does is its description.
  return (
    <div class="pf-fix" data-testid="preflight-fix" data-kind={fix.kind} data-score={to}>
      <span class="pf-fix__label" id={labelId}>
        {fix.label}
      </span>
      {onApply ? (
        <button type="button" class="pf-button" data-testid="preflight-fix-apply" aria-describedby={labelId} disabled={busy} onClick={() => onApply(fix)}>
          Apply: {score} → {to}
        </button>
      ) : (
        <button
          type="button"
          class="pf-button pf-button--quiet"
          data-testid="preflight-fix-copy"
          aria-describedby={labelId}
          onClick={(e) => void copyText(fix.text, e.currentTarget.parentElement ?? e.currentTarget).then((ok) => setCopied(ok ? 'Copied.' : 'Copy was blocked.'))}
        >
          Copy: {score} → {to}
        </button>
      )}
      {copied ? (
        <span class="pf-note" role="status">
          {copied}
        </span>
      ) : null}
    </div>
  );
}

function quotesOf(text: string, spans: readonly Span[]): string[] {
  return [...new Set(spans.map((s) => text.slice(s.start, s.end).trim()).filter((q) => q !== ''))];
}

/** What to change, most helpful first: each issue once, with its words, the engine's fix and any one-click fix. */
export function FixTab({ model, result, text, onInsert }: FixTabProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const issues = issuesOf(result);
  const state: FixesState = model.fixes.value;
  const fixes = state.kind === 'ready' && state.live === model.live.value ? state.fixes : null;
  const score = Math.round(result.pre_publish_score);

  const apply = onInsert
    ? (fix: Fix) => {
        setBusy(true);
        setFailed(null);
        void model
          .applyFix(fix, onInsert)
          .then((ok) => setFailed(ok ? null : 'The editor did not take the fix exactly: check the text, or make the change by hand.'))
          .finally(() => setBusy(false));
      }
    : undefined;
  const point = (spans: Span[] | null) => {
    model.emphasis.value = spans && spans.length > 0 ? spans : null;
  };
  const extra = fixes ? unclaimedFixes(issues, fixes) : [];

  return (
    <div class="pf-fixtab" data-testid="preflight-fix-tab">
      {result.thread ? <ThreadParts thread={result.thread} limit={result.length.limit} /> : null}
      {issues.length === 0 ? (
        <p class="pf-empty" data-testid="preflight-nothing-to-fix">
          Nothing to fix: no problem found in this draft.
        </p>
      ) : (
        <ul class="pf-cards" data-testid="preflight-blockers" aria-label="What to change">
          {issues.map((issue) => {
            const own = fixes ? fixesFor(issue, fixes) : [];
            const quotes = quotesOf(text, issue.spans);
            return (
              <li
                key={issue.id}
                class={`pf-card pf-card--${issue.severity}`}
                data-testid="preflight-issue"
                data-severity={issue.severity}
                data-concept={issue.concept}
                tabIndex={issue.spans.length > 0 ? 0 : undefined}
                onMouseEnter={() => point(issue.spans)}
                onMouseLeave={() => point(null)}
                onFocusIn={() => point(issue.spans)}
                onFocusOut={() => point(null)}
              >
                <span class="pf-card__tag">
                  {TAGS[issue.severity]}
                  {issue.severity === 'reason' && issue.impact < -0.5 ? ` · about ${Math.round(-issue.impact)}` : ''}
                </span>
                <span class="pf-card__message">{issue.message}</span>
                {quotes.length > 0 ? (
                  <span class="pf-card__where">
                    {quotes.map((q) => (
                      <q key={q}>{q}</q>
                    ))}
                  </span>
                ) : null}
                {issue.fix ? <span class="pf-card__fix">Fix: {issue.fix}</span> : null}
                {own.map((fix, i) => (
                  <FixRow key={`${fix.kind}-${i}`} fix={fix} score={score} busy={busy} onApply={apply} />
                ))}
              </li>
            );
          })}
        </ul>
      )}
      {extra.length > 0 ? (
        <div class="pf-more-fixes" aria-label="More fixes" role="group">
          {extra.map((fix, i) => (
            <FixRow key={`${fix.kind}-${i}`} fix={fix} score={score} busy={busy} onApply={apply} />
          ))}
        </div>
      ) : null}
      {failed ? (
        <p class="pf-message" role="alert">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
