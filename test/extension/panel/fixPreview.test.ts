// A card shows exactly what its fix changes: the edits (the engine's, or worked out from the two texts) give
// the fix's text when made, and the preview strikes what goes, marks what comes, and keeps only a few
// words of context around each change.
import { describe, expect, it } from 'vitest';
import { score, suggestFixes, type Fix } from '../../../shared/index';
import { applyEdits, diffEdits, editsOf } from '../../../ui/fixEdits';
import { CONTEXT_WORDS, previewParts, type PreviewPart } from '../../../ui/previewParts';
import { applyLabel, changedSpans, fixCards } from '../../../ui/fixCards';
import { BAIT_DRAFT, DRAFT, HASHTAG_DRAFT, LONG_DRAFT, SHOUTING_DRAFT } from '../support/drafts';

/** The preview as one string: [-removed-], {+added+}, … for an elision. */
const shown = (parts: readonly PreviewPart[]) =>
  parts.map((p) => (p.kind === 'gap' ? '…' : p.kind === 'del' ? `[-${p.text}-]` : p.kind === 'ins' ? `{+${p.text}+}` : p.text)).join('');

const fix = (text: string, extra: Partial<Fix> = {}): Fix => ({
  kind: 'remove_bait',
  concept: 'engagement_bait',
  label: 'Remove it',
  text,
  changed: { start: 0, end: 0 },
  edits: [],
  mechanical: false,
  pre_publish_score: 50,
  decision: 'publish',
  ...extra,
});

describe('a fix’s edits', () => {
  it('are worked out word by word when the engine sends none, and always give the fix’s text', () => {
    for (const [platform, draft] of [
      ['x', BAIT_DRAFT],
      ['x', HASHTAG_DRAFT],
      ['x', SHOUTING_DRAFT],
      ['x', LONG_DRAFT],
      ['linkedin', `${DRAFT} Agree? Comment YES`],
    ] as const) {
      const fixes = suggestFixes({ text: draft, platform });
      expect(fixes.length).toBeGreaterThan(0);
      for (const f of fixes) expect(applyEdits(draft, editsOf(f, draft))).toBe(f.text);
    }
  });

  it('keep the words around a change out of it: only the bait goes', () => {
    expect(diffEdits(BAIT_DRAFT, DRAFT)).toEqual([{ start: DRAFT.length, end: BAIT_DRAFT.length, text: '' }]);
    expect(diffEdits('WE SHIP TODAY, friends', 'We ship today, friends')).toEqual([{ start: 0, end: 13, text: 'We ship today' }]);
  });

  it('are the engine’s own when it sends edits that give its text, and worked out when they do not', () => {
    const given = [{ start: 0, end: 3, text: 'One' }];
    expect(editsOf(fix('One two', { edits: given }), 'ONE two')).toEqual(given);
    expect(editsOf(fix('One two', { edits: [{ start: 0, end: 2, text: 'X' }] }), 'ONE two')).toEqual([{ start: 0, end: 3, text: 'One' }]);
  });
});

describe('the preview', () => {
  it('strikes the removed words, marks the added ones, and elides long unchanged runs', () => {
    const edits = diffEdits(BAIT_DRAFT, DRAFT);
    expect(shown(previewParts(BAIT_DRAFT, edits))).toBe(`…improved your product?[- RT if you agree-]`);
    const original = 'one two three four five six seven eight nine ten eleven twelve THIRTEEN fourteen';
    const parts = previewParts(original, [
      { start: 4, end: 7, text: 'TWO' },
      { start: original.indexOf('THIRTEEN'), end: original.indexOf('THIRTEEN') + 8, text: 'thirteen' },
    ]);
    expect(shown(parts)).toBe('one [-two-]{+TWO+} three four five …ten eleven twelve [-THIRTEEN-]{+thirteen+} fourteen');
    expect(
      parts.filter((p) => p.kind === 'same').every((p) => p.kind === 'same' && p.text.trim().split(/\s+/).length <= CONTEXT_WORDS),
    ).toBe(true);
  });

  it('shows a line break a fix adds as a visible mark, and only the ends of a long cut', () => {
    expect(shown(previewParts('First part. Second part.', [{ start: 11, end: 12, text: '\n\n' }]))).toBe(
      'First part.[- -]{+↵↵+}Second part.',
    );
    const cut = previewParts(LONG_DRAFT, [{ start: 100, end: LONG_DRAFT.length, text: '' }]);
    expect(cut.filter((p) => p.kind === 'del')).toHaveLength(2);
    expect(cut.some((p) => p.kind === 'gap')).toBe(true);
  });
});

describe('the cards', () => {
  it('are one per concept however often the problem is found, with every span and the one fix', () => {
    const draft = `RT if you agree. ${DRAFT} RT if you agree`;
    const result = score({ text: draft, platform: 'x' });
    const fixes = suggestFixes({ text: draft, platform: 'x' }, result);
    const cards = fixCards(result.explanation.issues, fixes, draft);
    const concepts = cards.map((c) => c.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    const bait = cards.find((c) => c.concept === 'engagement_bait')!;
    expect(bait.fixes.map((f) => f.fix.kind)).toEqual(['remove_bait']);
    expect(bait.spans.length).toBe(result.blockers.filter((b) => (b.concept ?? b.code) === 'engagement_bait' && b.span).length);
    // The marks in the editor are what the fix removes, at both places.
    expect(changedSpans(bait).map((s) => draft.slice(s.start, s.end).trim())).toEqual(['RT if you agree.', 'RT if you agree']);
  });

  it('say a sentence once: an over-limit card of a numbered thread in one box is one card, with the writer’s split', () => {
    const draft = [
      '1/ We shipped dark mode in 3 days. The trick was a token file we had written months before for a different reason.',
      '2/ Every colour in the app already pointed at a token, so the switch meant one new file and 40 minutes of review.',
      '3/ What would you check first before trusting tokens for a theme like this?',
    ].join('\n\n');
    const input = { text: draft, platform: 'x' as const, one_post: true };
    const result = score(input);
    const cards = fixCards(result.explanation.issues, suggestFixes(input, result), draft).filter((c) => c.concept === 'over_limit');
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(card!.message).toMatch(/^Over X's 280: post it as your thread of 3, or cut \d+ characters\.$/u);
    expect(card!.advice).toBeNull();
    expect(card!.fixes.map((f) => [f.fix.kind, f.fix.label])).toEqual([['split_thread', 'Post as your thread of 3 posts']]);
  });

  it('keep advice that says more than the message', () => {
    const draft = `${DRAFT} #a #b #c #d #e #f #g`;
    const result = score({ text: draft, platform: 'x' });
    const tags = fixCards(result.explanation.issues, [], draft).find((c) => c.concept === 'hashtags');
    expect(tags?.advice).toEqual(expect.any(String));
    expect(tags?.advice).toBe(result.blockers.find((b) => b.code === 'too_many_hashtags')?.fix);
  });

  it('show the score only when the fix raises it', () => {
    expect(applyLabel('Apply', 62.4, 71.2)).toBe('Apply: 62 → 71');
    expect(applyLabel('Apply', 0.2, 0.4)).toBe('Apply');
    expect(applyLabel('Apply', 70, 70.4)).toBe('Apply');
  });
});
