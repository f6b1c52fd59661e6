import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetMissing, locateTwitterRatio } from '../../scripts/dataset/locate';
import { authorOutcomes } from '../../scripts/dataset/outcomes';
import { idParity, loadTwitterRatio, parseCreatedAt, statusIdFromUrl } from '../../scripts/dataset/twitterRatio';
import { HEADER, MAC_ROMAN, macRomanBytes, writeDatasets } from './datasetFixture';

// Rows deliberately out of time order, with a repost, a line break inside a quoted field, mojibake bytes,
// an entity, and a repost row that lacks the trailing "user" column (as in the real files).
const FIXTURE = macRomanBytes([
  HEADER,
  '10/16/17 22:59,"Grateful to @SenJohnMcCain, truly. Congratulations, ' +
    'John.",https://twitter.com/Someone/status/920061541986250758,17064,89916,641842,Someone\n',
  '9/20/17 16:32,RT @gatesfoundation: Tune in here: ' +
    'https://t.co/XmHBErSHYw,https://twitter.com/Someone/status/910542207991590917,846,2615,1127\n',
  '9/26/17 17:03,"We',
  MAC_ROMAN.apostrophe,
  're helping Puerto Rico &amp; the USVI. Join us a',
  MAC_ROMAN.ellipsis,
  ' https://t.co/gkrp1RwXR4",https://twitter.com/Someone/status/912724426709504000,10657,113807,334901,Someone\n',
  '9/26/17 17:03,"Same minute,\rlater id #USA_',
  MAC_ROMAN.flagJunk,
  '",https://twitter.com/Someone/status/912724426709504001,5,6,7,Someone\n',
]);

describe('loadTwitterRatio', () => {
  it('decodes mac_roman, drops reposts, cleans text and orders posts by time then id', () => {
    const root = writeDatasets({ Someone: FIXTURE });
    const [timeline, ...rest] = loadTwitterRatio(join(root, 'fivethirtyeight-twitter-ratio'));
    expect(rest).toEqual([]);
    expect(timeline?.author).toBe('Someone');
    expect(timeline?.reposts).toBe(1);
    expect(timeline?.posts.map((p) => [p.statusId, p.createdAt.toISOString(), p.text, p.replies, p.retweets, p.favorites])).toEqual([
      [
        '912724426709504000',
        '2017-09-26T17:03:00.000Z',
        'We’re helping Puerto Rico & the USVI. Join us a… https://t.co/gkrp1RwXR4',
        10657,
        113807,
        334901,
      ],
      ['912724426709504001', '2017-09-26T17:03:00.000Z', 'Same minute,\nlater id #USA', 5, 6, 7],
      ['920061541986250758', '2017-10-16T22:59:00.000Z', 'Grateful to @SenJohnMcCain, truly. Congratulations, John.', 17064, 89916, 641842],
    ]);
  });

  it('names the row of a malformed count', () => {
    const root = writeDatasets({
      Bad: macRomanBytes([HEADER, '1/2/17 3:04,hello there friends,https://twitter.com/Bad/status/11,x,1,1,Bad\n']),
    });
    expect(() => loadTwitterRatio(join(root, 'fivethirtyeight-twitter-ratio'))).toThrow(/Bad, row 2/);
  });
});

describe('authorOutcomes', () => {
  it('detrends log likes over the whole timeline, splits by id parity, then skips text under 10 characters', () => {
    const root = writeDatasets({
      A: macRomanBytes([
        HEADER,
        '1/1/17 0:01,first post here,https://twitter.com/A/status/10,0,0,0,A\n',
        '1/1/17 0:02,too short,https://twitter.com/A/status/11,1,0,6,A\n',
        '1/1/17 0:03,third post here,https://twitter.com/A/status/13,3,0,3,A\n',
      ]),
    });
    const [timeline] = loadTwitterRatio(join(root, 'fivethirtyeight-twitter-ratio'));
    const outcomes = authorOutcomes(timeline as NonNullable<typeof timeline>);
    expect(outcomes.tooShort).toBe(1);
    // y = log1p([0, 6, 3]); post 0: y0 − median(y1, y2); post 2: y2 − median(y0, y1).
    const [y0, y1, y2] = [0, Math.log(7), Math.log(4)];
    expect(outcomes.posts.map((p) => [p.statusId, p.part])).toEqual([
      ['10', 'fit'],
      ['13', 'holdout'],
    ]);
    expect(outcomes.posts[0]?.likesY).toBeCloseTo(y0 - (y1 + y2) / 2, 12);
    expect(outcomes.posts[1]?.likesY).toBeCloseTo(y2 - (y0 + y1) / 2, 12);
    expect(outcomes.posts[1]?.replyRatio).toBe(1); // (3 + 1) / (3 + 1)
  });
});

describe('row fields', () => {
  it('reads created_at M/D/YY H:MM as UTC and rejects impossible dates', () => {
    expect(parseCreatedAt('2/9/16 7:05').toISOString()).toBe('2016-02-09T07:05:00.000Z');
    expect(() => parseCreatedAt('2/30/16 7:05')).toThrow(/not a real date/);
    expect(() => parseCreatedAt('2016-02-09')).toThrow(/M\/D\/YY/);
  });

  it('takes the status id from the url as digits, beyond 2^53, with parity from the last digit', () => {
    const id = statusIdFromUrl('https://twitter.com/x/status/912724426709504001');
    expect(id).toBe('912724426709504001');
    expect(idParity(id)).toBe('odd');
    expect(idParity('912724426709504000')).toBe('even');
  });
});

describe('locateTwitterRatio', () => {
  it('uses PREFLIGHT_DATASETS when it holds the folder', () => {
    const root = writeDatasets({ A: macRomanBytes([HEADER]) });
    expect(locateTwitterRatio({ PREFLIGHT_DATASETS: root }, '/nonexistent/repo')).toBe(join(root, 'fivethirtyeight-twitter-ratio'));
  });

  it('falls back to ../shared/datasets beside the repository root', () => {
    const base = mkdtempSync(join(tmpdir(), 'preflight-layout-'));
    mkdirSync(join(base, 'shared', 'datasets', 'fivethirtyeight-twitter-ratio'), { recursive: true });
    mkdirSync(join(base, 'main'));
    expect(locateTwitterRatio({}, join(base, 'main'))).toBe(join(base, 'shared', 'datasets', 'fivethirtyeight-twitter-ratio'));
  });

  it('names both places when the data is missing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'preflight-empty-'));
    const call = () => locateTwitterRatio({ PREFLIGHT_DATASETS: empty }, '/repo/main');
    expect(call).toThrow(DatasetMissing);
    expect(call).toThrow(/PREFLIGHT_DATASETS/);
    expect(call).toThrow(/\.\.\/shared\/datasets relative to the repository root \(\/repo\/shared\/datasets\)/);
  });
});
