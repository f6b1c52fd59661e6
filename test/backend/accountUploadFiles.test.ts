// POST /api/v1/accounts/{id}/posts with files as writers have them: the bytes go to the importer, which finds
// their encoding, so an export re-saved by Excel for Mac is stored under its exact ids; a file that cannot be
// read is a 400 that says, in the file's own words, what was found and what is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeText } from '../shared/account/support/encodeText';
import { EXCEL_FOR_MAC_POSTS, excelForMacBytes, excelForMacText } from '../shared/account/support/excelForMac';
import { contentExport, postsFrom } from '../shared/account/support/exportFiles';
import { accountApi, newAccount, type AccountApi, type IngestAnswer } from './support/accountApi';
import { errorOf, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: AccountApi;
beforeAll(async () => {
  server = await startTestServer();
  api = accountApi(server.url, await server.newKey('pro'));
});
afterAll(() => server.close());

const answerOf = async (res: Response): Promise<IngestAnswer> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as IngestAnswer;
};

const POSTS = postsFrom('2025-02-03T09:00:00Z', 6, [
  { text: 'Café notes — don’t miss the “launch”', impressions: 1300, likes: 12 },
  { text: 'Wormhole &lt;3', impressions: 800, likes: 6 },
  { text: 'Plain text about pricing', impressions: 500, likes: 3 },
]);

describe('files in any encoding', () => {
  it(
    'stores the Excel-for-Mac re-save (Mac Roman, CR, ids as 5.89E+17, "time (utc)", "favorites", 26 ' +
      'more columns) under its exact ids',
    async () => {
      const id = await newAccount(api);
      const answer = await answerOf(await api.ingest(id, excelForMacBytes(), 'text/csv'));
      const originals = EXCEL_FOR_MAC_POSTS.filter((p) => !p.text.startsWith('@'));
      expect(answer).toMatchObject({
        received: EXCEL_FOR_MAC_POSTS.length,
        added: originals.length,
        skipped: { count: 1, by_reason: { not_a_post: 1 } },
      });
      expect(answer.import).toEqual({
        format: "X's monthly export (tweet_activity_metrics)",
        encoding: 'mac-roman',
        line_ends: 'cr',
        replies: 1,
        link_only_self_replies: 0,
        placeholders: 0,
        impressions_unknown: 0,
        ids_from_links: EXCEL_FOR_MAC_POSTS.length,
        notes: [
          "Read as X's monthly export (tweet_activity_metrics), Mac Roman, CR line ends.",
          '1 reply was kept out of your usual: a reply reaches the people in its conversation, not your followers.',
          `${EXCEL_FOR_MAC_POSTS.length} post ids a spreadsheet had rounded (such as 5.89E+17) were read from the post's link.`,
        ],
      });
      const stored = new Map((await server.store.listPosts(id)).map((p) => [p.post_id, p]));
      expect([...stored.keys()].sort()).toEqual(originals.map((p) => p.id).sort());
      expect(stored.get(originals[0]!.id)!.text).toBe('Café opens at 9 — don’t be late');
      expect(stored.get(originals[3]!.id)!.text).toBe('R&D notes: Wormhole <3');
    },
  );

  it('reads a Windows-1252 file declared UTF-8 for what it is, never "not valid UTF-8"', async () => {
    const id = await newAccount(api);
    const answer = await answerOf(await api.ingest(id, encodeText(contentExport(POSTS), 'windows-1252'), 'text/csv; charset=utf-8'));
    expect(answer).toMatchObject({
      added: 3,
      import: { encoding: 'windows-1252', format: "X's content export (account_analytics_content)" },
    });
    expect((await server.store.listPosts(id)).map((p) => p.text).sort()).toEqual([
      'Café notes — don’t miss the “launch”',
      'Plain text about pricing',
      'Wormhole <3',
    ]);
  });

  it('reads UTF-16 with and without a byte-order mark, and a declared Mac Roman', async () => {
    const id = await newAccount(api);
    const le = await answerOf(await api.ingest(id, encodeText(contentExport(POSTS), 'utf-16le', true), 'text/csv'));
    expect(le).toMatchObject({ added: 3, import: { encoding: 'utf-16le' } });
    const be = await answerOf(await api.ingest(id, encodeText(contentExport(POSTS), 'utf-16be'), 'text/csv'));
    expect(be).toMatchObject({ unchanged: 3, import: { encoding: 'utf-16be' } });
    const mac = await answerOf(await api.ingest(id, encodeText(contentExport(POSTS), 'mac-roman'), 'text/csv; charset=macintosh'));
    expect(mac).toMatchObject({ unchanged: 3, import: { encoding: 'mac-roman' } });
  });
});

describe('files that cannot be read: a 400 in the writer’s words, nothing stored', () => {
  const refusal = async (body: string | Uint8Array, contentType = 'text/csv') => {
    const id = await newAccount(api);
    const res = await api.ingest(id, body, contentType);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(await server.store.listPosts(id)).toEqual([]);
    return error.message;
  };

  it('an Excel workbook says what it is and what to send', async () => {
    const message = await refusal(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x00, 0x00]));
    expect(message).toBe(
      'The file was not imported: it is a zip archive, such as an Excel workbook (.xlsx) or a Numbers ' +
        'file, not a CSV file: open it and save it as "CSV UTF-8", ' +
        'or choose the .csv file X gave you. Nothing was stored.',
    );
  });

  it('the re-saved export without its likes names the column in its own words ("likes or favorites") and the columns it has', async () => {
    const text = excelForMacText()
      .split('\r')
      .map((line) =>
        line
          .split(',')
          .filter((_, i) => i !== 9)
          .join(','),
      )
      .join('\r');
    const message = await refusal(encodeText(text, 'mac-roman'));
    expect(message).toMatch(
      new RegExp(
        String.raw`^The file was not imported: it looks like X's monthly export \(tweet_activity_metrics\) but lacks a ` +
          String.raw`column it needs: likes or favorites \(its columns: Tweet id, Tweet permalink, Tweet text, time ` +
          String.raw`\(utc\), impressions, `,
      ),
    );
    expect(message).not.toContain('UTF-8');
  });

  it('a charset the importer does not read is named, with the ones it reads', async () => {
    const message = await refusal('Post id,Date\n', 'text/csv; charset=koi8-r');
    expect(message).toBe(
      'Unsupported charset "koi8-r" in Content-Type "text/csv; charset=koi8-r": send the file as it is ' +
        'without a charset (its bytes show their encoding), ' +
        'or declare one of utf-8, utf-16, utf-16le, utf-16be, windows-1252 (or iso-8859-1) or macintosh.',
    );
  });
});
