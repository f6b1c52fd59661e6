import { describe, expect, it } from 'vitest';
import { score, type Decision } from '../../shared/index';
import type { CheckedDraft } from '../../scripts/check/checkDraft';
import { count, emptyTally, exitCodeOf, fails } from '../../scripts/check/passOrFail';

const base = score({ text: 'We cut onboarding from 20 minutes to 4 by deleting the product tour.' });
const decided = (decision: Decision): CheckedDraft => ({
  source: 'a.md',
  index: 0,
  line: 1,
  text: 'x'.repeat(10),
  result: { ...base, decision },
});
const invalid: CheckedDraft = {
  source: 'a.md',
  index: 1,
  line: 3,
  text: 'short',
  error: { code: 'invalid_request', message: 'too short' },
};

describe('fails', () => {
  it('with --fail-on reject, only reject fails', () => {
    expect((['publish', 'revise', 'reject'] as const).map((d) => fails(decided(d), 'reject'))).toEqual([false, false, true]);
  });

  it('with --fail-on revise, revise and reject fail', () => {
    expect((['publish', 'revise', 'reject'] as const).map((d) => fails(decided(d), 'revise'))).toEqual([false, true, true]);
  });

  it('a draft the engine refused always fails', () => {
    expect([fails(invalid, 'reject'), fails(invalid, 'revise')]).toEqual([true, true]);
  });
});

describe('tally and exit code', () => {
  it('counts decisions and failures, and exits 1 when any draft fails', () => {
    const tally = emptyTally();
    for (const d of [decided('publish'), decided('revise'), decided('reject'), decided('publish'), invalid]) count(tally, d, 'revise');
    expect(tally).toEqual({ drafts: 5, publish: 2, revise: 1, reject: 1, invalid: 1, failing: 3 });
    expect(exitCodeOf(tally)).toBe(1);
  });

  it('exits 0 when every draft passes', () => {
    const tally = emptyTally();
    for (const d of [decided('publish'), decided('revise')]) count(tally, d, 'reject');
    expect(tally.failing).toBe(0);
    expect(exitCodeOf(tally)).toBe(0);
  });
});
