// The log audit that every node-side test file runs (test/support/logAudit.ts) must find what it looks
// for: a whole key, a bearer secret or post text in a server's line, even split across chunks; and the
// setup file's fetch must register what a request carries.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LogAudit, logAudit } from '../support/logAudit';
import { GOOD_POST, post, startTestServer } from '../backend/support/testServer';

const KEY = 'tsk_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const TEXT = 'Shipped the onboarding rewrite: activation up from 21% to 34%';

describe('the log audit', () => {
  it('finds a whole key, a registered secret and registered post text in a line, and passes clean lines', () => {
    const audit = new LogAudit();
    audit.registerSecret('sk-provider-0123456789abcdef');
    audit.registerText(TEXT);
    audit.recordOutput('server', JSON.stringify({ level: 'info', message: 'key created', prefix: KEY.slice(0, 12) }));
    expect(audit.findings()).toEqual([]);
    audit.recordOutput('server', `{"message":"request failed","header":"Bearer ${KEY}"}`);
    audit.recordOutput('server', 'model said: Incorrect API key provided: sk-provider-0123456789abcdef');
    audit.recordOutput('server', `{"message":"cannot score","text":"${TEXT}"}`);
    expect(audit.findings().map((f) => f.what)).toEqual([
      `a whole API key (${KEY.slice(0, 12)}…)`,
      'a secret (sk-provi…)',
      `post text ("${TEXT.slice(0, 24)}…")`,
    ]);
  });

  it('ignores texts too short or too plain to mean anything, and ids', () => {
    const audit = new LogAudit();
    audit.registerText('ok');
    audit.registerText('                        ');
    audit.registerText('1234567890123456789');
    audit.registerText('acc_046a15d3db9b8013'); // an id, which logs may name
    expect(audit.figures().texts).toBe(0);
  });

  it('checks a streamed line whole when a secret is split across chunks', () => {
    const audit = new LogAudit();
    const stream = new PassThrough();
    audit.recordStream('child stderr', stream);
    stream.write(`{"message":"oops","key":"${KEY.slice(0, 20)}`);
    stream.write(`${KEY.slice(20)}"}\n{"message":"fine"}\n`);
    stream.end();
    expect(audit.figures().lines).toBe(2);
    expect(audit.findings()).toHaveLength(1);
  });

  it("registers each request's bearer key and body text through the suite's fetch", async () => {
    const server = await startTestServer();
    try {
      const key = await server.newKey('free');
      const before = logAudit.figures();
      const response = await post(server.url, '/api/v1/score', key, { text: GOOD_POST, platform: 'x' });
      expect(response.status).toBe(200);
      const after = logAudit.figures();
      expect(after.secrets).toBe(before.secrets + 1);
      expect(after.texts).toBe(before.texts + 1);
    } finally {
      await server.close();
    }
  });
});
