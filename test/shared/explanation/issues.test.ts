import { describe, expect, it } from 'vitest';
import type { Fix, ScoreResult } from '../../../shared/index';
import { dataSays, fixesFor, issuesOf, strengthsOf, unclaimedFixes } from '../../../shared/explanation/issues';

type Explained = Pick<ScoreResult, 'blockers' | 'reasons'>;

const RESULT: Explained = {
  blockers: [
    {
      code: 'too_many_hashtags',
      severity: 'warn',
      message: '5 hashtags read as spam.',
      fix: 'Keep 3.',
      span: { start: 90, end: 120 },
      concept: 'hashtags',
    },
    {
      code: 'engagement_bait',
      severity: 'block',
      message: '"RT if" asks for engagement.',
      fix: 'Remove the request.',
      span: { start: 60, end: 65 },
      concept: 'engagement_bait',
    },
  ],
  reasons: [
    { effect: 'down', voice: 'editor', text: 'Remove "RT if".', concept: 'engagement_bait', impact: -63, words: [] },
    { effect: 'up', voice: 'editor', text: 'News value.', concept: 'news_value', impact: 9, words: [] },
    { effect: 'down', voice: 'editor', text: 'Keep at most 3 hashtags.', concept: 'hashtags', impact: -19, words: [] },
    { effect: 'down', voice: 'editor', text: 'Say a little more.', concept: 'substance', impact: -2, words: [] },
    { effect: 'up', voice: 'editor', text: 'A real question.', concept: 'question', impact: 3, words: [] },
    { effect: 'down', voice: 'editor', text: 'Name a number.', concept: 'specificity', impact: -5, words: [] },
  ],
};

const fix = (kind: Fix['kind'], concept: string): Fix => ({
  kind,
  concept,
  label: kind,
  text: 'fixed',
  edits: [{ start: 0, end: 1, text: 'fixed' }],
  changed: { start: 0, end: 1 },
  mechanical: false,
  pre_publish_score: 60,
  decision: 'publish',
});

describe('what to change, in order', () => {
  it('puts blocking problems first, then warnings, then the reasons that cost most', () => {
    expect(issuesOf(RESULT).map((i) => [i.severity, i.concept])).toEqual([
      ['block', 'engagement_bait'],
      ['warn', 'hashtags'],
      ['reason', 'specificity'],
      ['reason', 'substance'],
    ]);
  });

  it('says each concept once: a reason whose concept has a blocker is left out', () => {
    const messages = issuesOf(RESULT).map((i) => i.message);
    expect(messages).not.toContain('Remove "RT if".');
    expect(messages).not.toContain('Keep at most 3 hashtags.');
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('keeps the blocker’s fix and the words it points at, and ranks warnings by what their concept costs', () => {
    const [bait, hashtags] = issuesOf(RESULT);
    expect(bait).toMatchObject({ fix: 'Remove the request.', spans: [{ start: 60, end: 65 }], impact: -63 });
    expect(hashtags).toMatchObject({ fix: 'Keep 3.', spans: [{ start: 90, end: 120 }], impact: -19 });
    const twoWarnings: Explained = {
      blockers: [
        { code: 'jargon', severity: 'warn', message: 'Jargon.', fix: 'Plain words.', concept: 'jargon' },
        { code: 'shouting', severity: 'warn', message: 'Capitals.', fix: 'Sentence case.', concept: 'shouting' },
      ],
      reasons: [
        { effect: 'down', voice: 'editor', text: 'j', concept: 'jargon', impact: -3, words: [] },
        { effect: 'down', voice: 'editor', text: 's', concept: 'shouting', impact: -15, words: [] },
      ],
    };
    expect(issuesOf(twoWarnings).map((i) => i.concept)).toEqual(['shouting', 'jargon']);
  });

  it('makes one issue of the same problem found at several places, with a mark for each', () => {
    const twice: Explained = {
      blockers: [
        {
          code: 'engagement_bait',
          severity: 'block',
          message: 'Bait.',
          fix: 'Remove it.',
          span: { start: 0, end: 5 },
          concept: 'engagement_bait',
        },
        {
          code: 'engagement_bait',
          severity: 'block',
          message: 'Bait.',
          fix: 'Remove it.',
          span: { start: 20, end: 25 },
          concept: 'engagement_bait',
        },
      ],
      reasons: [],
    };
    const issues = issuesOf(twice);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.spans).toEqual([
      { start: 0, end: 5 },
      { start: 20, end: 25 },
    ]);
  });

  it('lists what works separately, biggest help first, each once', () => {
    const withRepeat: Explained = {
      ...RESULT,
      reasons: [...RESULT.reasons, { effect: 'up', voice: 'editor', text: 'News value.', concept: 'news_value', impact: 9, words: [] }],
    };
    expect(strengthsOf(withRepeat).map((r) => r.text)).toEqual(['News value.', 'A real question.']);
  });
});

describe('the two voices', () => {
  const voiced: Explained = {
    blockers: [],
    reasons: [
      {
        effect: 'up',
        voice: 'editor',
        text: 'A specific question gives readers something to answer.',
        concept: 'question',
        impact: 2,
        words: [],
      },
      {
        effect: 'down',
        voice: 'policy',
        text: "X labels engagement bait (the platform's policy, not our data).",
        concept: 'policy:engagement_bait',
        impact: -20,
        words: [],
      },
      {
        effect: 'down',
        voice: 'data',
        text: 'Posts that ask a question got about 20 % fewer likes.',
        concept: 'forecast:question',
        impact: -4,
        words: [],
      },
    ],
  };
  it("never lists the data's or a policy's reasons as things to fix or as strengths", () => {
    expect(issuesOf(voiced)).toEqual([]);
    expect(strengthsOf(voiced).map((r) => r.concept)).toEqual(['question']);
  });
  it('keeps them, in order, for the Why tab, so a writer reads both voices where they disagree', () => {
    expect(dataSays(voiced).map((r) => r.voice)).toEqual(['policy', 'data']);
  });
});

describe('fixes on their cards', () => {
  it('go on the card of their concept, and the rest are kept apart, so none is lost', () => {
    const issues = issuesOf(RESULT);
    const fixes = [fix('remove_bait', 'engagement_bait'), fix('keep_best_hashtags', 'hashtags'), fix('sentence_case', 'shouting')];
    expect(fixesFor(issues[0]!, fixes).map((f) => f.kind)).toEqual(['remove_bait']);
    expect(fixesFor(issues[1]!, fixes).map((f) => f.kind)).toEqual(['keep_best_hashtags']);
    expect(unclaimedFixes(issues, fixes).map((f) => f.kind)).toEqual(['sentence_case']);
  });
});

describe('the language line', () => {
  it('is the engine’s note on a post it cannot read word by word, said apart and never as an issue', async () => {
    const { score } = await import('../../../shared/index');
    const dutch = score({
      text:
        'We hebben vandaag de nieuwe versie van onze app uitgebracht: hij werkt nu zonder internet en ' +
        'synchroniseert zodra je weer online bent.',
    });
    const line = dutch.explanation.language_note;
    expect(line).toMatch(/^Written in Dutch: /u);
    expect(dutch.explanation.issues.some((i) => i.concept === 'language' || i.message === line)).toBe(false);
    expect(
      score({ text: 'We shipped offline mode today: the app now works without a connection and syncs when you are back online.' })
        .explanation.language_note,
    ).toBeNull();
  });
});

describe('the same words, one card', () => {
  it('joins an issue whose every word an earlier issue quotes to that issue, with its cost', () => {
    const twice: Explained = {
      blockers: [
        {
          code: 'nothing_checkable',
          severity: 'warn',
          message: '"Some thoughts", "stuff" could open any post.',
          fix: 'Say what happened.',
          span: { start: 0, end: 14 },
          concept: 'filler',
        },
      ],
      reasons: [
        { effect: 'down', voice: 'editor', text: 'Cut the filler.', concept: 'filler', impact: -12, words: ['Some thoughts', 'stuff'] },
        { effect: 'down', voice: 'editor', text: 'Add the specifics: "stuff".', concept: 'vagueness', impact: -4, words: ['Stuff'] },
        { effect: 'down', voice: 'editor', text: 'Too many buzzwords: "synergy".', concept: 'jargon', impact: -3, words: ['synergy'] },
      ],
    };
    const issues = issuesOf(twice);
    expect(issues.map((i) => [i.concept, i.impact])).toEqual([
      ['filler', -16],
      ['jargon', -3],
    ]);
  });

  it('says filler once on a Spanish post whose vague word the filler card already quotes', async () => {
    const { score } = await import('../../../shared/index');
    const vague = score({
      text:
        'Algunas reflexiones sobre la productividad últimamente. Es muy importante centrarse en lo que ' +
        'importa y ser constante. Las cosas cambian rápido. En fin, ¡tiempos interesantes!',
      platform: 'x',
    });
    const quoting = vague.explanation.issues.filter((i) => /cosas/u.test(i.message));
    expect(quoting.map((i) => i.concept)).toEqual(['filler']);
    // Its cost is the whole of what the quoted words cost the post.
    const cost = vague.reasons
      .filter((r) => r.voice === 'editor' && r.effect === 'down' && (r.concept === 'filler' || r.concept === 'vagueness'))
      .reduce((sum, r) => sum + r.impact, 0);
    expect(quoting[0]!.impact).toBeCloseTo(cost, 6);
  });
});
