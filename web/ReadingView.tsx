// One reading of a draft, offline or the service's: the verdict in words and its colour, the number with
// what it means, the verdict sentence, the reach, what to change (with fixes) and why. The same component
// shows both, so the two can be compared word for word. The reach has the extension's chart of the views
// over time, and the Details its likes bars: the same components (ui/), fed the reading's own numbers.
import { Dimensions } from '../ui/Dimensions';
import { ToneBadge } from '../ui/Headline';
import { LikesBars } from '../ui/LikesBars';
import { ViewCurveChart } from '../ui/ViewCurveChart';
import { WhyLists } from '../ui/WhyLists';
import type { Presented, ShownFix } from './engine/engineProtocol';
import { FixCards } from './FixCards';
import { useSystemTheme } from './systemTheme';

export interface ReadingViewProps {
  reading: Presented;
  source: 'offline' | 'service';
  onApply?: ((fix: ShownFix['fix']) => void) | undefined;
  /** The reading is of the text on screen now (not of one typed over since). */
  current?: boolean;
}

export function ReadingView({ reading, source, onApply, current = true }: ReadingViewProps) {
  const { result } = reading;
  const { headline } = result.explanation;
  const theme = useSystemTheme();
  // Two readings on one page: each landmark is named for its reading, so a screen reader tells them apart.
  const whose = source === 'offline' ? 'scored in this browser' : "in the service's answer";
  return (
    <div class="web-reading" data-testid={`reading-${source}`} data-decision={result.decision} data-current={String(current)}>
      <div class="web-headline">
        <ToneBadge headline={headline} decision={result.decision} testId="reading-label" />
        <span class="web-number" data-testid="reading-number" role="img" aria-label={`Score ${headline.score} of 100`}>
          {headline.score}
        </span>
        <span class="web-meaning" data-testid="reading-meaning">
          {headline.meaning}
        </span>
      </div>
      <p class="web-verdict" data-testid="reading-verdict">
        {result.explanation.verdict}
      </p>
      {result.explanation.language_note ? <p class="pf-language">{result.explanation.language_note}</p> : null}
      <p class="web-reach" data-testid="reading-reach">
        {result.explanation.reach.sentence}
      </p>
      <div data-testid="reading-chart">
        <ViewCurveChart curve={result.view_curve} theme={theme} label={`Views over time, ${whose}`} />
      </div>
      <h3 class="pf-h">What to change</h3>
      <div data-testid="reading-issues">
        <FixCards cards={reading.cards} score={result.pre_publish_score} onApply={onApply} />
      </div>
      <details class="web-details" data-testid="reading-details">
        <summary>Details: the likes, how it reads, and when the views come</summary>
        <LikesBars figures={reading.likes} label={`Likes, ${whose}`} />
        <Dimensions dimensions={result.composite_dimensions} label={`How it reads, ${whose}`} />
        <p data-testid="reading-timing">
          Half the views by {result.explanation.reach.half_by}; 90 % by {result.explanation.reach.most_by}.
        </p>
      </details>
      <div data-testid="reading-reasons">
        <WhyLists strengths={reading.strengths} data={reading.data} marksWords={reading.marksWords} label={`What works, ${whose}`} />
      </div>
    </div>
  );
}
