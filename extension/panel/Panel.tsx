import { type Signal, useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import type { PanelState, WriteText } from '../state/panelState';
import type { PanelTab } from '../state/panelLayout';
import { Announcer } from './Announcer';
import { CheckWithApi } from './CheckWithApi';
import { CompactLine } from './CompactLine';
import { DetailsTab } from './details/DetailsTab';
import { DraftsTab } from './drafts/DraftsTab';
import { FixTab } from './fix/FixTab';
import { FixTabLabel } from './fix/FixTabLabel';
import { measureScoreShown } from './panelTiming';
import { ReachTab } from './reach/ReachTab';
import { withoutHidden } from './shownVerdict';
import { SiteSwitch, type SiteSwitchProps } from './SiteSwitch';
import { ThreadWrittenBar } from './fix/ThreadParts';
import { ThreadWritingContext, type ThreadOutcome, type ThreadWriting } from './fix/threadWriting';
import { TABPANEL_ID, tabId, Tabs, type TabSpec } from './Tabs';
import type { Theme } from '../../ui/theme';
import { WhyTab } from './why/WhyTab';
import { WriteBar } from './WriteBar';

/** The expanded panel's height limit (header, tabs and the tab's content): see README, "The panel". */
export const EXPANDED_MAX_PX = 360;

export interface PanelProps {
  state: PanelState;
  theme: Theme;
  /** Writes a whole text where the draft lives (variants, fixes, undo): the composer's editor or the popup's draft box. */
  onInsert?: WriteText;
  /** The drafts tab; the popup shows drafts on its own tab instead. */
  drafts?: boolean;
  /** Writes a thread's parts the site's way, one box each (the composer); absent: the parts are offered to copy. */
  onWriteThread?: ThreadWriting['write'];
  /** Escape inside the panel collapses it; the composer then puts the writer back in the editor. */
  onEscape?: () => void;
  /** The site shows its own character counter. */
  siteCountsLength?: boolean;
  /** Switches Preflight off on this site from the panel (composers only). */
  siteSwitch?: SiteSwitchProps;
  /** Where the draft is written: a site's composer, or the popup's own box above the panel. */
  where?: 'composer' | 'popup';
}

const NOTHING_YET = { composer: 'write at least a sentence in the composer', popup: 'write at least a sentence in the box above' } as const;

/**
 * The whole panel, beside a composer and in the popup: one compact line, and on demand the details in tabs
 * (Fix, Why, Reach, Details, Drafts) within EXPANDED_MAX_PX.
 */
interface PanelBodyProps extends Pick<PanelProps, 'state' | 'onInsert' | 'onWriteThread' | 'siteSwitch'> {
  tabs: TabSpec<PanelTab>[];
  selected: PanelTab;
  content: () => ComponentChildren;
  threadOutcome: Signal<ThreadOutcome | null>;
  languageLine: string | null;
}

/** The open panel below the compact line: the write bar, the language note, the tabs and the open tab. */
function PanelBody({ state, onInsert, onWriteThread, tabs, selected, content, threadOutcome, languageLine, siteSwitch }: PanelBodyProps) {
  return (
    <div class="pf-body" id="pf-body">
      <WriteBar state={state} onInsert={onInsert} />
      <ThreadWrittenBar outcome={threadOutcome.value} text={state.text.value} />
      {languageLine ? (
        <p class="pf-language" data-testid="preflight-language">
          {languageLine}
        </p>
      ) : null}
      <Tabs tabs={tabs} selected={selected} onSelect={(id) => (state.tab.value = id)} label="Preflight details" />
      <div
        class="pf-tabpanel"
        id={TABPANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        // The tab panel scrolls, and a region that scrolls must take the focus to be scrolled from the keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region
        tabIndex={0}
        data-testid={`preflight-tabpanel-${selected}`}
      >
        <ThreadWritingContext.Provider value={{ platform: state.platform.value, write: onWriteThread, outcome: threadOutcome }}>
          {content()}
        </ThreadWritingContext.Provider>
      </div>
      {state.mode.value === 'online' ? <CheckWithApi state={state} /> : null}
      {siteSwitch ? <SiteSwitch {...siteSwitch} /> : null}
    </div>
  );
}

/** The panel's tabs: Fix with its count, Why, Reach, Details, and Drafts where drafting is offered. */
function panelTabs(issueCount: number, drafts: boolean): TabSpec<PanelTab>[] {
  return [
    { id: 'fix', label: <FixTabLabel count={issueCount} /> },
    { id: 'why', label: 'Why' },
    { id: 'reach', label: 'Reach' },
    { id: 'details', label: 'Details' },
    ...(drafts ? [{ id: 'drafts' as const, label: 'Drafts' }] : []),
  ];
}

export function Panel({
  state,
  theme,
  onInsert,
  drafts = true,
  onWriteThread,
  onEscape,
  siteCountsLength,
  siteSwitch,
  where = 'composer',
}: PanelProps) {
  const live = state.live.value;
  const result = live.kind === 'scored' ? live.result : null;
  // What the compact line, the count and the live region say: without the concepts of the cards hidden.
  const shown = result ? withoutHidden(result, state.shows) : null;
  const expanded = state.expanded.value;
  const issueCount = shown ? shown.explanation.issues.length : 0;
  const threadOutcome = useSignal<ThreadOutcome | null>(null);
  // Runs once Preact has committed this score to the DOM: the end of debounce-to-panel.
  useLayoutEffect(() => measureScoreShown(live), [live]);

  const tabs = panelTabs(issueCount, drafts);
  const selected = tabs.some((t) => t.id === state.tab.value) ? state.tab.value : 'fix';

  const languageLine = result ? result.explanation.language_note : null;
  const nothingYet = (
    <p class="pf-empty" data-testid="preflight-nothing-yet">
      Nothing to show yet: {NOTHING_YET[where]}.
    </p>
  );
  const content: Record<PanelTab, () => ComponentChildren> = {
    fix: () =>
      result && live.kind === 'scored' ? <FixTab state={state} result={result} text={live.text} onInsert={onInsert} /> : nothingYet,
    why: () => (result ? <WhyTab result={result} /> : nothingYet),
    reach: () => (result ? <ReachTab result={result} theme={theme} /> : nothingYet),
    details: () => (result ? <DetailsTab result={result} platform={state.platform.value} /> : nothingYet),
    drafts: () => <DraftsTab state={state} onInsert={onInsert} />,
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Beside a composer only: the popup keeps Escape for the browser (it closes the popup).
    if (event.key !== 'Escape' || event.defaultPrevented || !onEscape) return;
    event.preventDefault();
    state.expanded.value = false;
    onEscape();
  };

  return (
    <section
      class={`pf pf--${theme} pf--${where}${expanded ? ' pf--expanded' : ''}`}
      data-testid="preflight-panel"
      aria-label="Preflight"
      onKeyDown={onKeyDown}
    >
      <Announcer result={shown} />
      <CompactLine
        live={shown && live.kind === 'scored' ? { ...live, result: shown } : live}
        length={state.length}
        expanded={expanded}
        onToggle={() => (state.expanded.value = !expanded)}
        siteCountsLength={siteCountsLength}
      />
      {expanded ? (
        <PanelBody
          state={state}
          onInsert={onInsert}
          onWriteThread={onWriteThread}
          tabs={tabs}
          selected={selected}
          content={content[selected]}
          threadOutcome={threadOutcome}
          languageLine={languageLine}
          siteSwitch={siteSwitch}
        />
      ) : null}
    </section>
  );
}
