// The headline's tone where the panel, the popup and its lists show a verdict: a coloured dot on the compact
// line, and a badge with the label in words elsewhere. Both take the engine's headline as it is
// (result.explanation.headline): the tone, the label and the number are decided once, in the engine, so a
// green mark never stands beside a number that reads as failing. `data-decision` keeps the editor's own word
// (publish / revise / reject) for tests and tools; a writer reads the label.
import type { Decision, Headline, HeadlineTone } from '@preflight/engine';

/** The dot before the score on the compact line: the tone's colour, named by the label for a pointer's hover. */
export function ToneDot({ tone, label, decision }: { tone: HeadlineTone; label: string; decision: Decision }) {
  return (
    <span
      class={`pf-dot pf-dot--${tone}`}
      data-testid="preflight-decision"
      data-tone={tone}
      data-decision={decision}
      title={label}
      aria-hidden="true"
    />
  );
}

export interface ToneBadgeProps {
  headline: Pick<Headline, 'tone' | 'label'>;
  decision: Decision;
  testId?: string;
}

/** The label in words, in the tone's colour: "Ready to post", "Fine to post", "Revise first", "Will be held back". */
export function ToneBadge({ headline, decision, testId }: ToneBadgeProps) {
  return (
    <span
      class={`pf-badge pf-badge--small pf-badge--${headline.tone}`}
      data-testid={testId}
      data-tone={headline.tone}
      data-decision={decision}
    >
      {headline.label}
    </span>
  );
}
