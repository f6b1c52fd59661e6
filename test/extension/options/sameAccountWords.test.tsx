// One account state, one set of words: the extension's options page (from its stored model), the web page
// (from the API's answer for an account holding the same model, as the service serialises it) and
// `npm run check --history` (from the model it calibrated) say the same status and the same skipped rows.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { calibrateAccount, importHistory, type AccountModel } from '../../../shared/index';
import { accountDetail } from '../../../backend/accounts/accountViews';
import { accountStatus, SkippedRows } from '../../../extension/options/accountParts';
import type { StoredAccount } from '../../../extension/state/accountStore';
import { paint } from '../../../scripts/check/colour';
import { formatAccountHeader, formatSkipped } from '../../../scripts/check/report';
import { accountOf, accountStatusLine, uploadOf } from '../../../web/accountAnswers';
import { accountModel } from '../../support/accountModels';
import { syntheticTweets, xAnalyticsExport } from '../support/xAnalyticsExport';

const SKIPPED = [
  { file: 'may.csv', row: 3, reason: 'a reply, not an original post' },
  { file: 'may.csv', row: 9, reason: 'no likes count' },
];

function stored(model: AccountModel): StoredAccount {
  return {
    model,
    imported_at: '2026-03-01T10:00:00Z',
    files: ['may.csv'],
    received: 40,
    skipped: { count: SKIPPED.length, first: SKIPPED },
  };
}

/** The options page's status line for the stored model. */
const optionsPage = (model: AccountModel) => accountStatus({ kind: 'idle' }, stored(model), false, 'X');

/** The web page's status line for the service's answer about an account holding the model (through JSON, as sent). */
function webPage(model: AccountModel): string {
  const record = {
    id: 'acc_0123456789abcdef',
    key_id: 'key',
    label: '@acme',
    platform: model.platform,
    created_at: '2026-01-01T00:00:00Z',
  };
  const answer = accountDetail({ ...record, posts: model.posts, text_bytes: 0, model, revision: 1 }, { posts: 3000, textBytes: 1e6 });
  const shown = accountOf(JSON.parse(JSON.stringify(answer)));
  if (!shown) throw new Error('the web page could not read the service’s account answer');
  return accountStatusLine(shown);
}

/** The command line's history line, without its label and the newest post's date. */
function commandLine(model: AccountModel): string {
  const line = formatAccountHeader(model, paint(false));
  expect(line.startsWith('history  ')).toBe(true);
  return line.slice('history  '.length).replace(/ Newest post \d{4}-\d{2}-\d{2}\.\n\n$/u, '');
}

describe('the same account state on every face', () => {
  const calibrated = calibrateAccount(
    importHistory([{ name: 'x.csv', bytes: new TextEncoder().encode(xAnalyticsExport(syntheticTweets(35))) }]).posts,
  );
  const cases: [string, AccountModel][] = [
    ['calibrated on a real export', calibrated],
    ['likes only', accountModel({ status: 'likes_only', posts: 45, posts_with_impressions: 29, posts_needed: 1 })],
    ['a cold start', accountModel({ status: 'cold_start', posts: 12, posts_with_impressions: 12, posts_needed: 18 })],
  ];

  it.each(cases)('%s: the options page, the web page and the command line say the same status', (_, model) => {
    const words = optionsPage(model);
    expect(words).toMatch(/^(Calibrated on|\d+ posts imported)/u);
    expect(webPage(model)).toBe(words);
    expect(commandLine(model)).toBe(words);
  });

  it('the calibrated account’s words name its typical post', () => {
    expect(calibrated.status).toBe('calibrated');
    expect(optionsPage(calibrated)).toMatch(/^Calibrated on 35 posts, typical post ≈ [\d,]+ views\.$/u);
  });
});

describe('the same skipped rows on the options page and the command line', () => {
  let root: HTMLElement | null = null;
  afterEach(() => {
    if (root) render(null, root);
    root?.remove();
  });

  it('quote each row alike', () => {
    root = document.createElement('div');
    document.body.append(root);
    render(<SkippedRows skipped={{ count: SKIPPED.length, first: SKIPPED }} />, root);
    const shown = [...root.querySelectorAll('li')].map((li) => li.textContent);
    const printed = formatSkipped({ received: 40, skipped: SKIPPED })
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.trim());
    expect(shown).toEqual(['may.csv, row 3: a reply, not an original post', 'may.csv, row 9: no likes count']);
    expect(printed).toEqual(shown);
  });

  it('and the web page quotes the service’s skipped rows the same way, without the file an upload of one file goes without', () => {
    const answer = {
      received: 40,
      added: 38,
      updated: 0,
      unchanged: 0,
      posts: 38,
      status: 'calibrated',
      skipped: {
        count: 2,
        by_reason: { not_a_post: 1, unreadable: 1 },
        first: SKIPPED.map(({ row, reason }) => ({ row, reason, kind: 'unreadable' })),
      },
    };
    expect(uploadOf(answer)?.skippedRows).toEqual(['row 3: a reply, not an original post', 'row 9: no likes count']);
  });
});
