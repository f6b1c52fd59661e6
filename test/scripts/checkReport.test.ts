import { describe, expect, it } from 'vitest';
import { formatMinutes, headlineTone, score, TONE_LABELS, type ScoreResult } from '../../shared/index';
import type { CheckedDraft } from '../../scripts/check/checkDraft';
import { paint, wantsColour } from '../../scripts/check/colour';
import { formatAccountHeader, formatDraftReport, formatSkipped, formatSummary } from '../../scripts/check/report';
import { emptyTally } from '../../scripts/check/passOrFail';
import { accountModel } from '../support/accountModels';

const BAIT = 'RT if you agree! Like if you love it! Follow for follow';
const CLEAN = 'We cut onboarding from 20 minutes to 4 by deleting the product tour. Which step would you delete first?';
const plain = paint(false);
const coloured = paint(true);

function scored(text: string, source = 'drafts/a.md', line = 1, platform: 'x' | 'bluesky' = 'x'): CheckedDraft & { result: ScoreResult } {
  return { source, index: 0, line, text, result: score({ text, platform }) };
}

const lines = (report: string) => report.split('\n');
const views24h = (r: ScoreResult) => {
  const point = r.view_curve.points.find((p) => p.t_min === 1440);
  return point && { median: point.mean, lo80: point.lo80, hi80: point.hi80 };
};

describe('formatDraftReport, plain', () => {
  it('heads each draft with source:line (the line it starts on), the headline’s label and the score as a whole number', () => {
    const bait = scored(BAIT, 'drafts/a.md', 7);
    expect(bait.result.decision).toBe('reject');
    expect(lines(formatDraftReport(bait, plain))[0]).toBe(
      `drafts/a.md:7  Will be held back  ${Math.round(bait.result.pre_publish_score)} %`,
    );
  });

  it('writes every score as a whole number and no engine shorthand', () => {
    for (const text of [
      BAIT,
      CLEAN,
      'New blog post is up on our website today, have a look at it when you can.',
      'THIS IS THE BEST LAUNCH WE HAVE EVER DONE, GO LOOK!!!! #a #b #c #d',
    ]) {
      const report = formatDraftReport(scored(text), plain);
      // A decimal in a score or in points is the engine's precision, not something a writer reads.
      expect(report.replace(/\d+(?:[.,]\d+)?×/gu, '').replace(/"[^"\n]*"/gu, ''), report).not.toMatch(
        /\d[.,]\d+ *(?:%|points?|\/100|→)|→ *\d+[.,]\d/u,
      );
      expect(report).not.toMatch(/t_50|\[cost\]|\[block\]|\[warn\]|cold start|baseline|\(0 points\)|_[a-z]+ at /u);
    }
  });

  it('says what the panel says: the label, the verdict and what the number means, in the engine’s words', () => {
    for (const text of [
      BAIT,
      CLEAN,
      'Our nightly build went from 52 minutes to 9 after we cached the Docker layers.',
      'THIS IS THE BEST LAUNCH WE HAVE EVER DONE, GO LOOK',
    ]) {
      const draft = scored(text);
      const { headline, verdict } = draft.result.explanation;
      const out = lines(formatDraftReport(draft, plain));
      expect(out[0]).toBe(`drafts/a.md:1  ${headline.label}  ${headline.score} %`);
      expect(out[2]).toBe(`  verdict ${verdict}`);
      expect(out[3]).toBe(`  score   ${headline.meaning}`);
      expect(headline.score).toBe(Math.round(draft.result.pre_publish_score));
    }
  });

  it('never heads a draft below a typical post "Ready to post", and says the number as a chance', () => {
    const below = scored('Our nightly build went from 52 minutes to 9 after we cached the Docker layers.');
    expect(below.result.decision).toBe('publish');
    expect(below.result.pre_publish_score).toBeLessThan(50);
    const report = formatDraftReport(below, plain);
    expect(report).not.toContain('Ready to post');
    expect(lines(report)[0]).toMatch(/ {2}Fine to post {2}\d+ %$/u);
    expect(lines(report)[3]).toBe(
      `  score   Likely below a typical post: ${Math.round(below.result.pre_publish_score)} % chance to beat it`,
    );
  });

  it('labels standard input as <stdin>', () => {
    expect(lines(formatDraftReport(scored(CLEAN, '-', 1), plain))[0]).toMatch(/^<stdin>:1 {2}[A-Z][a-z ]+ {2}\d+ %$/);
  });

  it(
    "says the engine's verdict and lists its issues: a blocker once per concept, quoting every span, " + 'with its message and fix once',
    () => {
      const bait = scored(BAIT);
      const report = formatDraftReport(bait, plain);
      expect(report).toContain(`\n  verdict ${bait.result.explanation.verdict}`);
      const bait_ = bait.result.blockers.filter((b) => b.code === 'engagement_bait');
      expect(bait_.length).toBeGreaterThanOrEqual(2);
      const quoted = bait_.map((b) => `"${BAIT.slice(b.span?.start, b.span?.end)}"`).join(', ');
      expect(report).toContain(
        `\n  issues\n    holds it back: engagement bait at ${quoted}\n      ${bait_[0]?.message}\n      fix: ${bait_[0]?.fix}\n`,
      );
      expect(report.split(`      fix: ${bait_[0]?.fix}\n`)).toHaveLength(2);
    },
  );

  it('lists the reasons that cost points as issues, with what they cost in whole points, after the blockers', () => {
    const vague = scored('New blog post is up on our website today, have a look at it when you can.');
    const costs = vague.result.explanation.issues.filter((i) => i.severity === 'reason');
    expect(costs.length).toBeGreaterThan(0);
    const report = formatDraftReport(vague, plain);
    for (const issue of costs) {
      const points = Math.round(-issue.impact);
      const cost = issue.impact <= -0.5 ? ` (about ${points} point${points === 1 ? '' : 's'} off the score)` : '';
      expect(report).toContain(`\n    - ${issue.message}${cost}\n`);
    }
    // Under half a point is no cost worth a number: "(0 points)" said nothing.
    const bait = formatDraftReport(scored(BAIT), plain);
    const small = scored(BAIT).result.explanation.issues.filter((i) => i.severity === 'reason' && i.impact > -0.5);
    for (const issue of small) expect(bait).toContain(`\n    - ${issue.message}\n`);
  });

  it(
    'shows up to three reasons with + or -, the data and policies labelled, leaving out what costs ' +
      "points in the editor's eyes (listed as issues)",
    () => {
      const bait = scored(BAIT);
      const label = { editor: '', data: 'data: ', policy: 'policy: ' } as const;
      const expected = bait.result.reasons
        .filter((r) => r.voice !== 'editor' || r.effect === 'up')
        .slice(0, 3)
        .map((r) => `    ${r.effect === 'up' ? '+' : '-'} ${label[r.voice]}${r.text}`);
      // The bait post on X carries the platform's policy, said as such, and the old data's view of the bait's
      // words once, as old data; no reason in the post's favour quotes the bait.
      const policy = expected.filter((line) => line.startsWith('    - policy: '));
      expect(policy).toHaveLength(1);
      expect(policy[0]).toMatch(
        new RegExp(
          String.raw`In the old posts we measured \(2010–17\), words like "[^"]+"(?: and "[^"]+")? went with more likes ` +
            'and reposts; now X labels engagement bait',
          'u',
        ),
      );
      // The words it names are the requests' own ("if you agree" goes with "RT if").
      for (const [, word] of (policy[0] ?? '').matchAll(/"([^"]+)"/gu)) expect(BAIT).toContain(word);
      expect(expected.filter((line) => line.startsWith('    + ')).join('\n')).not.toMatch(/"(?:RT|if|agree|Like|love|Follow)"/iu);
      const out = lines(formatDraftReport(bait, plain));
      const at = out.indexOf('  why');
      expect(at).toBe(4);
      expect(out.slice(at + 1, at + 1 + expected.length)).toEqual(expected);
      expect(out[at + 1 + expected.length]).toBe('  issues');
    },
  );

  it('shows the weighted length against the platform limit', () => {
    const clean = scored(CLEAN);
    expect(formatDraftReport(clean, plain)).toContain(
      `\n  length  ${clean.result.length.weighted} of 280 weighted characters (links count 23, emoji and CJK 2) on X\n`,
    );
    const sky = scored(CLEAN, 'a.md', 0, 'bluesky');
    expect(formatDraftReport(sky, plain)).toContain(`\n  length  ${sky.result.length.weighted} of 300 characters (graphemes) on Bluesky\n`);
  });

  it('says by how much a post is over the limit', () => {
    const long = scored(`${'We rebuilt the pricing page and learned a lot. '.repeat(8)}Ask me anything.`);
    expect(long.result.thread).toBeNull();
    const over = long.result.length.weighted - 280;
    expect(over).toBeGreaterThan(0);
    expect(formatDraftReport(long, plain)).toContain(
      `\n  length  ${long.result.length.weighted} of 280 weighted characters (links count 23, emoji and ` +
        `CJK 2) on X: ${over} over the limit\n`,
    );
  });

  it('says the 24-hour views against a new account’s usual post in the engine’s words, then when half of them arrive', () => {
    const clean = scored(CLEAN);
    const { reach } = clean.result.explanation;
    expect(reach.views).toEqual(views24h(clean.result));
    expect(reach.sentence).toMatch(/the usual post of a new account: /);
    expect(formatDraftReport(clean, plain)).toContain(
      `\n  reach   ${reach.sentence} ${reach.usual.sentence} Half the views by ${formatMinutes(clean.result.view_curve.t_50_min)}.\n`,
    );
  });

  it(
    'summarises a thread: parts, how it was found, whether every part fits, whether the head stands ' +
      'alone and each part’s score and label',
    () => {
      const text =
        '1/ We shipped annual plans last week and revenue doubled.\n2/ The trick was a single honest ' +
        'comparison table.\n3/ Next we test monthly discounts.';
      const thread = scored(text);
      const t = thread.result.thread;
      expect(t?.parts).toHaveLength(3);
      const head = t?.head_stands_alone ? 'stands alone' : 'does not stand alone';
      const parts = t?.parts
        .map((p) => `${Math.round(p.pre_publish_score)} ${TONE_LABELS[headlineTone(p.decision, Math.round(p.pre_publish_score))]}`)
        .join(', ');
      expect(formatDraftReport(thread, plain)).toContain(
        `\n  thread  3 posts (found by numbering); all parts fit; head ${head}; parts: ${parts}\n`,
      );
    },
  );

  it('reports a draft the engine refused with its message and a preview', () => {
    const invalid: CheckedDraft = {
      source: 'a.md',
      index: 3,
      line: 12,
      text: 'too short',
      error: { code: 'invalid_request', message: 'text must be 10 to 4000 characters (Unicode code points); got 9' },
    };
    expect(formatDraftReport(invalid, plain)).toBe(
      'a.md:12  INVALID  text must be 10 to 4000 characters (Unicode code points); got 9\n  "too short"\n\n',
    );
  });

  it('writes no escape codes', () => {
    expect(formatDraftReport(scored(BAIT), plain)).not.toContain('\x1b[');
  });
});

describe('formatDraftReport with an account forecast', () => {
  const band = (median: number, lo80: number, hi80: number) => ({ median, lo80, hi80 });
  const withForecast = (impressions: ReturnType<typeof band> | null, likes: ReturnType<typeof band>) => {
    const clean = scored(CLEAN);
    const expected_engagement = {
      horizon_min: 1440,
      impressions,
      likes,
      reposts: band(1, 0, 2),
      replies: band(1, 0, 2),
      based_on_posts: 812,
      calibrated_at: '2016-12-23T18:50:00+00:00',
      usual: { impressions: impressions?.median ?? null, likes: likes.median, reposts: 1, replies: 1 },
    };
    return { ...clean, result: { ...clean.result, expected_engagement } };
  };

  it('says the views and likes at 24 h with their 80 % band, and only how the views compare with the usual on the reach line', () => {
    const draft = withForecast(band(1438.7, 912.2, 2551.8), band(12.4, 6.2, 24.6));
    const report = formatDraftReport(draft, plain);
    const { reach } = draft.result.explanation;
    expect(report).toContain(
      `\n  reach   ${reach.short}. ${reach.usual.sentence} Half the views by ${formatMinutes(draft.result.view_curve.t_50_min)}.\n` +
        '  expect  about 1,400 views (likely 910–2,600) and 12 likes (likely 6–25) in 24 h\n',
    );
  });

  it('says the likes alone, beside the generic views, when the account has too few posts with impressions', () => {
    const draft = withForecast(null, band(1.2, 0.3, 3.1));
    const report = formatDraftReport(draft, plain);
    expect(report).toContain(`${draft.result.explanation.reach.sentence} `);
    expect(report).toContain('.\n  expect  about 1 like (likely 0–3) in 24 h\n');
  });
});

describe('formatAccountHeader', () => {
  const account = accountModel({ posts: 1204, calibrated_at: '2016-12-23T18:50:00+00:00' });

  it('names the posts the forecasts rest on, the typical post and the newest one, in the options page’s words', () => {
    expect(formatAccountHeader(account, plain)).toBe(
      'history  Calibrated on 1,204 posts, typical post ≈ 1,900 views. Newest post 2016-12-23.\n\n',
    );
  });

  it('says how many posts with view counts are still needed', () => {
    expect(formatAccountHeader({ ...account, status: 'likes_only', posts: 45, posts_needed: 7 }, plain)).toBe(
      'history  Calibrated on 45 posts for likes, reposts and replies, typical post ≈ 12 likes. Views need 7 more posts with view ' +
        'counts. Newest post 2016-12-23.\n\n',
    );
    expect(formatAccountHeader({ ...account, status: 'cold_start', posts: 1, posts_needed: 29 }, plain)).toBe(
      'history  1 post imported: 29 more with view counts needed for a forecast of your own. Newest post 2016-12-23.\n\n',
    );
  });
});

describe('formatSkipped', () => {
  const skip = (row: number) => ({ file: 'export.csv', row, reason: 'a reply, not an original post' });

  it('counts the skipped rows and quotes the first three', () => {
    expect(formatSkipped({ received: 1200, skipped: [skip(4), skip(9), skip(12), skip(30), skip(31)] })).toBe(
      'check: 5 of 1,200 rows skipped:\n' +
        '  export.csv, row 4: a reply, not an original post\n  export.csv, row 9: a reply, not an original ' +
        'post\n  export.csv, row 12: a reply, not an original post\n' +
        '  and 2 more\n',
    );
  });

  it('says nothing when every row was read', () => {
    expect(formatSkipped({ received: 40, skipped: [] })).toBe('');
  });
});

describe('formatDraftReport, coloured', () => {
  it('paints the headline in its tone: held back red, green only for a post ready to post, plain for one below a typical post', () => {
    expect(formatDraftReport(scored(BAIT), coloured)).toContain('\x1b[1m\x1b[31mWill be held back\x1b[39m\x1b[22m');
    const ready = scored(
      'Shipping small releases every week taught me more than any big launch did. What is the smallest change that improved your product?',
    );
    expect(ready.result.explanation.headline.tone).toBe('good');
    expect(formatDraftReport(ready, coloured)).toContain('\x1b[1m\x1b[32mReady to post\x1b[39m\x1b[22m');
    const below = scored('Our nightly build went from 52 minutes to 9 after we cached the Docker layers.');
    expect(below.result.explanation.headline.tone).toBe('neutral');
    const head = lines(formatDraftReport(below, coloured)).slice(0, 4).join('\n');
    expect(head).toContain('\x1b[1mFine to post\x1b[22m');
    // Green marks a reason that helps, further down; never the headline of a post below a typical post.
    expect(head).not.toContain('\x1b[32m');
    expect(coloured.tone('caution', 'Revise first')).toBe('\x1b[1m\x1b[33mRevise first\x1b[39m\x1b[22m');
  });

  it('carries the same text as the plain report once escapes are removed', () => {
    const bait = scored(BAIT);
    expect(formatDraftReport(bait, coloured).replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '')).toBe(
      formatDraftReport(bait, plain),
    );
  });
});

describe('formatSummary', () => {
  it('counts each decision and the failing drafts', () => {
    const tally = { ...emptyTally(), drafts: 3, publish: 1, revise: 1, reject: 1, failing: 1 };
    expect(formatSummary(tally, 'reject', plain)).toBe('3 drafts: 1 publish, 1 revise, 1 reject; 1 failing (--fail-on reject)\n');
  });

  it('mentions invalid drafts only when there are some, and says when all pass', () => {
    expect(formatSummary({ ...emptyTally(), drafts: 1, publish: 1 }, 'revise', plain)).toBe(
      '1 draft: 1 publish, 0 revise, 0 reject; all pass (--fail-on revise)\n',
    );
    expect(formatSummary({ ...emptyTally(), drafts: 2, publish: 1, invalid: 1, failing: 1 }, 'reject', plain)).toBe(
      '2 drafts: 1 publish, 0 revise, 0 reject, 1 invalid; 1 failing (--fail-on reject)\n',
    );
  });
});

describe('wantsColour', () => {
  it('colours a terminal and not a pipe', () => {
    expect([wantsColour({}, true), wantsColour({}, false)]).toEqual([true, false]);
  });

  it('turns colour off for a non-empty NO_COLOR and for TERM=dumb', () => {
    expect([wantsColour({ NO_COLOR: '1' }, true), wantsColour({ NO_COLOR: '' }, true), wantsColour({ TERM: 'dumb' }, true)]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('lets FORCE_COLOR override both, with 0 or false meaning off', () => {
    expect([
      wantsColour({ FORCE_COLOR: '1' }, false),
      wantsColour({ FORCE_COLOR: '', NO_COLOR: '1' }, false),
      wantsColour({ FORCE_COLOR: '0' }, true),
      wantsColour({ FORCE_COLOR: 'false' }, true),
    ]).toEqual([true, true, false, false]);
  });
});
