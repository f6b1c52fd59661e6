import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calibrateAccount, importHistory, perThousandViews, roughCount, score, type Fix, type Platform } from '../../../shared/index';
import { PLATFORM_PRIORS } from '../../../shared/platformFacts/priors';
import { syntheticTweets, xAnalyticsExport } from '../support/xAnalyticsExport';
import { Panel, type PanelProps } from '../../../extension/panel/Panel';
import { threadPartsOf } from '../../../extension/panel/fix/threadWriting';
import type { LiveScoreRequest } from '../../../extension/state/liveScore';
import { createPanelState, type PanelState } from '../../../extension/state/panelState';
import type { PanelLayout } from '../../../extension/state/panelLayout';
import { BAIT_DRAFT, DRAFT, LONG_DRAFT, THREAD_DRAFT } from '../support/drafts';
import { immediately, offlineClient as client } from '../support/panelDoubles';

const REMOVE_BAIT: Fix = {
  kind: 'remove_bait',
  concept: 'engagement_bait',
  label: 'Remove “RT if you agree”',
  text: DRAFT,
  edits: [{ start: DRAFT.length, end: BAIT_DRAFT.length, text: '' }],
  changed: { start: DRAFT.length, end: BAIT_DRAFT.length },
  mechanical: false,
  pre_publish_score: score({ text: DRAFT, platform: 'x' }).pre_publish_score,
  decision: 'publish',
};
const SPLIT: Fix = {
  kind: 'split_thread',
  concept: 'over_limit',
  label: 'Split into a thread',
  text: LONG_DRAFT.replace('changed. ', 'changed.\n\n'),
  edits: [{ start: LONG_DRAFT.indexOf('changed. ') + 8, end: LONG_DRAFT.indexOf('changed. ') + 9, text: '\n\n' }],
  changed: { start: LONG_DRAFT.indexOf('changed. ') + 8, end: LONG_DRAFT.indexOf('changed. ') + 9 },
  mechanical: false,
  pre_publish_score: 61,
  decision: 'publish',
};
const standInFixes = ({ text }: LiveScoreRequest) => (text === BAIT_DRAFT ? [REMOVE_BAIT] : text === LONG_DRAFT ? [SPLIT] : []);

describe('the panel', () => {
  let root: HTMLElement;
  let state: PanelState;
  const written: string[] = [];

  const q = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const all = (id: string) => Array.from(root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`));

  function mount(platform: Platform, layout: PanelLayout = { expanded: false, tab: 'fix' }, extra: Partial<PanelProps> = {}) {
    state = createPanelState({ platform, client, schedule: immediately, layout, computeFixes: standInFixes });
    // The composer's write path, as far as the panel sees it: the editor takes the text and is read back.
    const onInsert = async (text: string) => {
      written.push(text);
      state.setText(text);
      state.scoreNow();
      return true;
    };
    render(<Panel state={state} theme="light" onInsert={onInsert} {...extra} />, root);
  }
  const type = (text: string) => state.setText(text);

  beforeEach(() => {
    written.length = 0;
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    state.dispose();
    root.remove();
  });

  it('says what to do before any typing: no unlabelled pill, no lone dash', () => {
    mount('x');
    expect(q('preflight-verdict')!.textContent).toBe('Start typing: Preflight checks your post as you write.');
    expect(q('preflight-decision')).toBeNull();
    expect(q('preflight-score')).toBeNull();
    expect(q('preflight-length')).toBeNull();
    expect(root.querySelector('header')!.textContent).not.toMatch(/[…–]/);
  });

  it('shows the verdict, score, length and the one thing that matters most on its compact line', async () => {
    mount('x');
    type(BAIT_DRAFT);
    const expected = score({ text: BAIT_DRAFT, platform: 'x' });
    await vi.waitFor(() => expect(q('preflight-verdict')!.textContent).toBe('Will be held back: engagement bait'));
    expect(q('preflight-decision')!.dataset.decision).toBe('reject');
    expect(q('preflight-decision')!.dataset.tone).toBe('stop');
    expect(q('preflight-score')!.textContent).toBe(`${Math.round(expected.pre_publish_score)} %`);
    expect(q('preflight-meaning')!.textContent).toBe(expected.explanation.headline.meaning);
    expect(q('preflight-length')!.textContent).toBe(`${expected.length.weighted} / 280`);
    expect(q('preflight-tab-fix')).toBeNull();
  });

  // The posts a writer meets: ready and above a typical post, clean but below it, to revise, held back.
  const HEADLINE_CASES = [
    { text: DRAFT, platform: 'x', tone: 'good', verdict: /^Ready to post$/u },
    {
      text: 'Our nightly build went from 52 minutes to 9 after we cached the Docker layers.',
      platform: 'x',
      tone: 'neutral',
      verdict: /^Fine to post/u,
    },
    {
      text:
        'Our support queue halved after we wrote the error messages as next steps instead of apologies. #ux ' +
        '#support #saas #startup #product',
      platform: 'bluesky',
      tone: 'caution',
      verdict: /^Revise first: too many hashtags$/u,
    },
    { text: BAIT_DRAFT, platform: 'x', tone: 'stop', verdict: /^Will be held back: engagement bait$/u },
  ] as const;

  for (const c of HEADLINE_CASES) {
    it(`shows the engine's headline on the compact line, its colour agreeing with the number: ${c.tone}`, async () => {
      mount(c.platform);
      type(c.text);
      const expected = score({ text: c.text, platform: c.platform });
      const { headline } = expected.explanation;
      expect(headline.tone).toBe(c.tone);
      await vi.waitFor(() => expect(q('preflight-verdict')!.textContent).toMatch(c.verdict));
      expect(q('preflight-verdict')!.textContent).toBe(expected.explanation.verdict);
      const dot = q('preflight-decision')!;
      expect(dot.dataset.tone).toBe(c.tone);
      expect(dot.classList.contains(`pf-dot--${c.tone}`)).toBe(true);
      expect(dot.dataset.decision).toBe(expected.decision);
      const shown = Number.parseInt(q('preflight-score')!.textContent ?? '', 10);
      expect(shown).toBe(Math.round(expected.pre_publish_score));
      // Green only beside a number that says the post likely beats a typical post.
      if (root.querySelector('.pf-dot--good')) expect(shown).toBeGreaterThanOrEqual(50);
      if (shown < 50) expect(q('preflight-verdict')!.textContent).not.toContain('Ready to post');
      expect(q('preflight-meaning')!.textContent).toBe(headline.meaning);
      expect(q('preflight-meaning')!.textContent).toContain(`${shown} % chance`);
    });
  }

  it('announces the verdict in a polite live region once per change of verdict, not per keystroke', async () => {
    mount('x');
    const region = q('preflight-announcer')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    const heard: string[] = [];
    new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });

    type(DRAFT);
    await vi.waitFor(() => expect(q('preflight-verdict')!.textContent).toBe('Ready to post'));
    type(`${DRAFT} Really.`);
    await vi.waitFor(() => expect(q('preflight-length')!.textContent).toMatch(/^\d+ \/ 280$/));
    await vi.waitFor(() => expect(state.live.value).toMatchObject({ text: `${DRAFT} Really.` }));
    type(BAIT_DRAFT);
    await vi.waitFor(() => expect(q('preflight-verdict')!.textContent).toBe('Will be held back: engagement bait'));
    await vi.waitFor(() => expect(region.textContent).toBe('Will be held back: engagement bait'));
    expect([...new Set(heard)]).toEqual(['Ready to post', 'Will be held back: engagement bait']);
  });

  it('expands into tabs with a real toggle button, and the tabs follow the arrow keys', async () => {
    mount('x');
    type(DRAFT);
    const toggle = q('preflight-toggle')!;
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    await vi.waitFor(() => expect(q('preflight-tab-fix')).not.toBeNull());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      all('preflight-tab-fix').concat(
        all('preflight-tab-why'),
        all('preflight-tab-reach'),
        all('preflight-tab-details'),
        all('preflight-tab-drafts'),
      ),
    ).toHaveLength(5);

    const fixTab = q('preflight-tab-fix')!;
    fixTab.focus();
    fixTab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await vi.waitFor(() => expect(q('preflight-tab-why')!.getAttribute('aria-selected')).toBe('true'));
    expect(root.ownerDocument.activeElement).toBe(q('preflight-tab-why'));
    q('preflight-tab-why')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await vi.waitFor(() => expect(q('preflight-tab-drafts')!.getAttribute('aria-selected')).toBe('true'));
    expect(state.tab.value).toBe('drafts');
    expect(q('preflight-idea')).not.toBeNull();
  });

  it('gives every control a name', async () => {
    mount('x', { expanded: true, tab: 'fix' });
    type(BAIT_DRAFT);
    await vi.waitFor(() => expect(all('preflight-fix-apply')).toHaveLength(1));
    for (const button of Array.from(root.querySelectorAll('button'))) {
      expect((button.getAttribute('aria-label') ?? button.textContent ?? '').trim()).not.toBe('');
    }
  });

  it('lists the blocker once, with a preview of exactly what its fix removes and the score it leads to', async () => {
    mount('x', { expanded: true, tab: 'fix' });
    type(BAIT_DRAFT);
    const before = Math.round(score({ text: BAIT_DRAFT, platform: 'x' }).pre_publish_score);
    await vi.waitFor(() => expect(all('preflight-fix-apply')).toHaveLength(1));
    const cards = all('preflight-issue');
    expect(cards[0]!.dataset.severity).toBe('block');
    const preview = cards[0]!.querySelector('[data-testid="preflight-fix-preview"]')!;
    expect(Array.from(preview.querySelectorAll('del'), (d) => d.textContent)).toEqual([BAIT_DRAFT.slice(DRAFT.length)]);
    expect(preview.querySelectorAll('ins')).toHaveLength(0);
    expect(preview.textContent).toBe(`…improved your product?${BAIT_DRAFT.slice(DRAFT.length)}`);
    expect(q('preflight-fix-apply')!.textContent).toBe(`Apply: ${before} → ${Math.round(REMOVE_BAIT.pre_publish_score)}`);
    const concepts = cards.map((c) => c.dataset.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
  });

  it('fits three cards or more in the expanded panel: one line of chrome each, no boilerplate', async () => {
    mount('x', { expanded: true, tab: 'fix' });
    type(BAIT_DRAFT);
    await vi.waitFor(() => expect(all('preflight-fix-apply')).toHaveLength(1));
    const card = all('preflight-issue')[0]!;
    // The name line, then the fix: nothing else shows (what is wrong is the card's description).
    expect(Array.from(card.children, (c) => c.className)).toEqual(['pf-card__head', 'pf-sr-only', 'pf-fix']);
    expect(card.textContent).not.toMatch(/Holds the post back|Fix:|Warning/);
  });

  it('dismisses a card for this post or for good, and brings the last one back', async () => {
    const kept: unknown[] = [];
    state = createPanelState({
      platform: 'x',
      client,
      schedule: immediately,
      layout: { expanded: true, tab: 'fix' },
      computeFixes: standInFixes,
      saveDismissed: (cards) => kept.push(cards),
    });
    render(<Panel state={state} theme="light" onInsert={async () => true} />, root);
    type(BAIT_DRAFT);
    await vi.waitFor(() => expect(all('preflight-fix-apply')).toHaveLength(1));
    const bait = () => all('preflight-issue').find((c) => c.dataset.concept === 'engagement_bait');
    bait()!.querySelector<HTMLElement>('[data-testid="preflight-dismiss"]')!.click();
    await vi.waitFor(() => expect(q('preflight-dismiss-good')).not.toBeNull());
    q('preflight-dismiss-good')!.click();
    await vi.waitFor(() => expect(bait()).toBeUndefined());
    expect(kept).toEqual([[{ concept: 'engagement_bait', label: 'engagement bait' }]]);
    expect(q('preflight-dismissed')!.textContent).toContain('Hidden for good: engagement bait');
    q('preflight-dismiss-undo')!.click();
    await vi.waitFor(() => expect(bait()).not.toBeUndefined());
    expect(kept.at(-1)).toEqual([]);
  });

  it(
    'takes a hidden card’s concept out of the verdict line, the live region and the count, for this post ' +
      'or for good; Undo brings it back',
    async () => {
      for (const scope of ['post', 'good'] as const) {
        state = createPanelState({
          platform: 'x',
          client,
          schedule: immediately,
          layout: { expanded: true, tab: 'fix' },
          computeFixes: standInFixes,
          saveDismissed: () => undefined,
        });
        render(<Panel state={state} theme="light" onInsert={async () => true} />, root);
        type(BAIT_DRAFT);
        const engine = score({ text: BAIT_DRAFT, platform: 'x' });
        await vi.waitFor(() => expect(q('preflight-verdict')!.textContent).toBe(engine.explanation.verdict));
        expect(engine.explanation.verdict).toMatch(/engagement bait/u);
        const count = () => Number(root.querySelector('.pf-count')?.textContent ?? 0);
        expect(count()).toBe(engine.explanation.issues.length);

        all('preflight-issue')
          .find((c) => c.dataset.concept === 'engagement_bait')!
          .querySelector<HTMLElement>('[data-testid="preflight-dismiss"]')!
          .click();
        await vi.waitFor(() => expect(q(`preflight-dismiss-${scope}`)).not.toBeNull());
        q(`preflight-dismiss-${scope}`)!.click();
        await vi.waitFor(() => expect(q('preflight-verdict')!.textContent).not.toMatch(/bait/iu));
        expect(q('preflight-verdict')!.textContent).not.toBe('');
        expect(q('preflight-announcer')!.textContent).not.toMatch(/bait/iu);
        expect(count()).toBe(engine.explanation.issues.filter((i) => i.concept !== 'engagement_bait').length);
        // The number stays the engine's.
        expect(q('preflight-score')!.textContent).toContain(String(engine.explanation.headline.score));

        q('preflight-dismiss-undo')!.click();
        await vi.waitFor(() => expect(q('preflight-verdict')!.textContent).toBe(engine.explanation.verdict));
        expect(count()).toBe(engine.explanation.issues.length);
        render(null, root);
        state.dispose();
      }
      mount('x'); // for afterEach
    },
  );

  it('applies a fix through the write path, shows the new score, and Undo writes the old text back', async () => {
    mount('x', { expanded: true, tab: 'fix' });
    type(BAIT_DRAFT);
    await vi.waitFor(() => expect(all('preflight-fix-apply')).toHaveLength(1));
    q('preflight-fix-apply')!.click();
    await vi.waitFor(() => expect(q('preflight-score')!.textContent).toBe(`${Math.round(REMOVE_BAIT.pre_publish_score)} %`));
    expect(written).toEqual([DRAFT]);
    expect(q('preflight-applied')!.textContent).toContain(REMOVE_BAIT.label);
    q('preflight-undo')!.click();
    await vi.waitFor(() => expect(q('preflight-verdict')!.textContent).toBe('Will be held back: engagement bait'));
    expect(written).toEqual([DRAFT, BAIT_DRAFT]);
    expect(q('preflight-applied')).toBeNull();
  });

  it('ignores a click a script made on Apply (the browser marks it untrusted): the editor is not written', async () => {
    mount('x', { expanded: true, tab: 'fix' });
    type(BAIT_DRAFT);
    await vi.waitFor(() => expect(all('preflight-fix-apply')).toHaveLength(1));
    const scripted = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(scripted, 'isTrusted', { value: false });
    q('preflight-fix-apply')!.dispatchEvent(scripted);
    // The write path starts within the click's own handler, so nothing written by now is nothing written.
    expect(written).toEqual([]);
    expect(q('preflight-fix-apply')!.hasAttribute('disabled')).toBe(false);
    q('preflight-fix-apply')!.click();
    await vi.waitFor(() => expect(written).toEqual([DRAFT]));
  });

  it('says in its live region when the editor did not take a fix, and offers the text to copy', async () => {
    state = createPanelState({
      platform: 'x',
      client,
      schedule: immediately,
      layout: { expanded: true, tab: 'fix' },
      computeFixes: standInFixes,
    });
    render(<Panel state={state} theme="light" onInsert={async () => false} />, root);
    type(BAIT_DRAFT);
    await vi.waitFor(() => expect(all('preflight-fix-apply')).toHaveLength(1));
    expect(q('preflight-write-problem')!.getAttribute('role')).toBe('alert');
    q('preflight-fix-apply')!.click();
    await vi.waitFor(() => expect(q('preflight-write-problem')!.textContent).toContain('did not take'));
    expect(q('preflight-write-copy')).not.toBeNull();
    expect(q('preflight-applied')).toBeNull();
  });

  it('points the marks at a card’s words while it is hovered or focused', async () => {
    mount('x', { expanded: true, tab: 'fix' });
    type(BAIT_DRAFT);
    // The card's fix is computed after its issue is shown: what Apply would remove is known once it is there.
    await vi.waitFor(() => expect(all('preflight-issue')[0]?.querySelector('[data-testid="preflight-fix"]')).toBeTruthy());
    const card = all('preflight-issue')[0]!;
    card.dispatchEvent(new MouseEvent('mouseenter'));
    const bait = score({ text: BAIT_DRAFT, platform: 'x' }).blockers[0]!;
    expect(state.emphasis.value).toEqual([bait.span]);
    // What Apply would remove, to be struck through in the editor.
    expect(state.previewed.value).toEqual([{ start: DRAFT.length, end: BAIT_DRAFT.length }]);
    card.dispatchEvent(new MouseEvent('mouseleave'));
    expect(state.emphasis.value).toBeNull();
    expect(state.previewed.value).toBeNull();
    card.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(state.emphasis.value).toEqual([bait.span]);
  });

  it('shows a long thread’s own verdict instead of a red over-limit count', async () => {
    mount('x', { expanded: true, tab: 'fix' });
    type(THREAD_DRAFT);
    const expected = score({ text: THREAD_DRAFT, platform: 'x' });
    const head = expected.thread!.parts[0]!;
    await vi.waitFor(() =>
      expect(q('preflight-thread-summary')!.textContent).toBe(
        `Thread of 4 posts · head ${Math.round(head.pre_publish_score)} · all parts fit`,
      ),
    );
    expect(q('preflight-length')).toBeNull();
    expect(q('preflight-thread-summary')!.dataset.length).toBe(`${expected.length.weighted} / 280`);
    expect(all('preflight-thread-part')).toHaveLength(4);
  });

  it('offers "Split into a thread" for a post over the limit that is not a thread', async () => {
    mount('x', { expanded: true, tab: 'fix' });
    type(LONG_DRAFT);
    await vi.waitFor(() => expect(all('preflight-fix')).toHaveLength(1));
    const card = all('preflight-issue').find((c) => c.dataset.concept === 'over_limit')!;
    expect(card.querySelector('[data-testid="preflight-fix"]')!.getAttribute('data-kind')).toBe('split_thread');
    expect(card.textContent).toContain('Split into a thread');
    expect(q('preflight-length')!.className).toContain('pf-length--over');
  });

  it('writes a split as the site’s own thread, one part per box, never into the one box', async () => {
    const asked: (readonly string[])[] = [];
    // The composer's thread path, as far as the panel sees it: the writer's box now holds the first part.
    const onWriteThread: PanelProps['onWriteThread'] = async (parts) => {
      asked.push(parts);
      state.setText(parts[0]!);
      state.scoreNow();
      return { kind: 'written', parts: parts.length, takeBack: async () => ({ kind: 'undone' }) };
    };
    mount('x', { expanded: true, tab: 'fix' }, { onWriteThread });
    type(LONG_DRAFT);
    await vi.waitFor(() => expect(q('preflight-split-write')).not.toBeNull());
    const parts = threadPartsOf(SPLIT, 'x');
    expect(parts).toHaveLength(2);
    expect(q('preflight-split-write')!.textContent).toMatch(/^Write as 2 posts(: \d+ → 61)?$/u);
    q('preflight-split-write')!.click();
    await vi.waitFor(() => expect(q('preflight-split-done')?.textContent).toBe('Written as a thread: 2 posts, each in its own box.'));
    expect(asked).toEqual([parts]);
    expect(written).toEqual([]);
  });

  it('offers a split’s parts to copy where it cannot write a thread, and says why when a write failed', async () => {
    mount(
      'x',
      { expanded: true, tab: 'fix' },
      { onWriteThread: async () => ({ kind: 'not_written', why: 'X did not add a box for post 2.' }) },
    );
    type(LONG_DRAFT);
    await vi.waitFor(() => expect(q('preflight-split-write')).not.toBeNull());
    q('preflight-split-write')!.click();
    await vi.waitFor(() => expect(q('preflight-split-copy')).not.toBeNull());
    expect(q('preflight-split-copy')!.textContent).toContain('X did not add a box for post 2.');
    expect(all('preflight-split-part').map((li) => li.querySelector('.pf-split__text')!.textContent)).toEqual(threadPartsOf(SPLIT, 'x'));
    expect(written).toEqual([]);
    render(null, root);
    state.dispose();

    // The popup: no thread to write into, the parts are offered at once.
    mount('x', { expanded: true, tab: 'fix' });
    type(LONG_DRAFT);
    await vi.waitFor(() => expect(all('preflight-split-part')).toHaveLength(2));
    expect(q('preflight-split-write')).toBeNull();
    expect(all('preflight-split-part-copy').map((b) => b.getAttribute('aria-label'))).toEqual(['Copy post 1 of 2', 'Copy post 2 of 2']);
  });

  it('collapses on Escape beside a composer and hands the focus back', async () => {
    let escaped = 0;
    mount('x', { expanded: true, tab: 'why' }, { onEscape: () => escaped++ });
    type(DRAFT);
    const tab = q('preflight-tab-why')!;
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(q('preflight-toggle')!.getAttribute('aria-expanded')).toBe('false'));
    expect(escaped).toBe(1);
  });

  it('leaves the count to a site that shows its own, and still knows the length it scored', async () => {
    mount('mastodon', { expanded: false, tab: 'fix' }, { siteCountsLength: true });
    type(DRAFT);
    const expected = score({ text: DRAFT, platform: 'mastodon' });
    await vi.waitFor(() => expect(q('preflight-line')!.dataset.length).toBe(`${expected.length.weighted} / 500`));
    expect(q('preflight-length')).toBeNull();
  });

  it('switches Preflight off on the site after a confirmation that says how to turn it back on', async () => {
    let off = 0;
    mount('x', { expanded: true, tab: 'fix' }, { siteSwitch: { siteLabel: 'X', turnOff: () => off++ } });
    q('preflight-site-off')!.click();
    await vi.waitFor(() => expect(q('preflight-site-off-text')).not.toBeNull());
    expect(q('preflight-site-off-text')!.textContent).toMatch(/options.*Sites/u);
    expect(off).toBe(0);
    q('preflight-site-off-confirm')!.click();
    expect(off).toBe(1);
  });

  it('shows in Details only the likes the forecast moves, against a new account’s usual post, both bars on one scale', async () => {
    for (const platform of ['x', 'linkedin'] as const) {
      mount(platform, { expanded: true, tab: 'details' });
      type(DRAFT);
      await vi.waitFor(() => expect(q('preflight-details')).not.toBeNull());
      const details = q('preflight-details')!.textContent ?? '';
      expect(details).not.toMatch(/weighted score|ranking score|contribution|chance per view/i);
      // A writer reads whole numbers and a decimal at most: no 0.00…, no signed deltas, no tiny percentages.
      expect(details).not.toMatch(/\d\.\d{2}|\+\d/);
      // The reactions the forecast does not move (fixed ratios to likes, or the same on every post) have no figure.
      expect(details).not.toMatch(/Scroll past|Open post|Repost\b|Profile visit|Not interested/u);
      const like = score({ text: DRAFT, platform }).phoenix_actions_top.find((a) => a.action === 'favorite')!;
      const typical = PLATFORM_PRIORS[platform].likeRate.value;
      expect(all('preflight-likes-per-view-value').map((c) => c.textContent)).toEqual([
        perThousandViews(like.probability),
        perThousandViews(typical),
      ]);
      // One scale: each bar's length is its number over the larger of the two.
      const shares = Array.from(q('preflight-likes-per-view')!.querySelectorAll<HTMLElement>('.pf-bar__fill'), (bar) =>
        Number(bar.dataset.share),
      );
      const most = Math.max(like.probability, typical);
      expect(shares[0]).toBeCloseTo(like.probability / most, 3);
      expect(shares[1]).toBeCloseTo(typical / most, 3);
      render(null, root);
      state.dispose();
    }
    mount('x'); // for afterEach
  });

  it('shows in Details the same likes in 24 h as the Reach tab once an account is imported', async () => {
    const account = calibrateAccount(importHistory([{ name: 'x.csv', text: xAnalyticsExport(syntheticTweets(40)) }]).posts, {
      platform: 'x',
    });
    state = createPanelState({
      platform: 'x',
      client,
      schedule: immediately,
      layout: { expanded: true, tab: 'reach' },
      accounts: { x: account },
    });
    render(<Panel state={state} theme="light" />, root);
    type(DRAFT);
    await vi.waitFor(() => expect(q('preflight-account-forecast')).not.toBeNull());
    const reach = q('preflight-account-forecast')!.textContent ?? '';
    const expected = score({ text: DRAFT, platform: 'x', account }).expected_engagement!;
    const likes = roughCount(expected.likes.median);
    expect(reach).toContain(`${likes} like`);
    state.tab.value = 'details';
    await vi.waitFor(() => expect(q('preflight-likes-count')).not.toBeNull());
    expect(all('preflight-likes-count-value').map((c) => c.textContent)).toEqual([
      `${likes} ${likes === '1' ? 'like' : 'likes'}`,
      `${roughCount(expected.usual.likes)} ${roughCount(expected.usual.likes) === '1' ? 'like' : 'likes'}`,
    ]);
    if (expected.impressions && expected.usual.impressions) {
      expect(all('preflight-likes-per-view-value')[0]!.textContent).toBe(
        perThousandViews(expected.likes.median / expected.impressions.median),
      );
    }
  });

  it('keeps model words out of the main view: no "Annoy risk", "Dimensions" or "cold start"', async () => {
    for (const tab of ['fix', 'why', 'reach', 'details'] as const) {
      mount('x', { expanded: true, tab });
      type(BAIT_DRAFT);
      await vi.waitFor(() => expect(q(`preflight-tabpanel-${tab}`)?.textContent).not.toMatch(/^Nothing to show yet/));
      expect(root.textContent).not.toMatch(/Annoy risk|Dimensions|cold start/i);
      render(null, root);
      state.dispose();
    }
    mount('x'); // for afterEach
  });

  it('says predicted reach in people’s terms on the Reach tab, against a new account’s usual post, and says so', async () => {
    mount('x', { expanded: true, tab: 'reach' });
    type(DRAFT);
    await vi.waitFor(() =>
      expect(q('preflight-reach')!.textContent).toMatch(
        /^About [\d.]+× the usual post of a new account: [\d,]+ views, likely [\d,]+–[\d,]+ in 24 h\.$/,
      ),
    );
    expect(q('preflight-reach-usual')!.textContent).toMatch(/^A new account's usual post: about [\d,]+ views in 24 h\.$/);
    // The compact line says the same, short.
    expect(q('preflight-reach-short')!.textContent).toMatch(/^[\d.]+× a new account's usual$/);
  });
});
