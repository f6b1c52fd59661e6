import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDraftPairs } from '../../scripts/dataset/draftPairs';

function jsonlFile(lines: readonly string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'preflight-draft-pairs-')), 'draft-pairs.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const pair = (fields: Record<string, unknown>) =>
  JSON.stringify({
    id: 'v01',
    platform: 'x',
    principle: 'specific beats vague',
    better: 'We cut CI from 41 to 6 minutes.',
    worse: 'We made CI faster.',
    ...fields,
  });

describe('loadDraftPairs', () => {
  it('reads every pair in file order, skipping blank lines', () => {
    const file = jsonlFile([pair({}), '', pair({ id: 'v02', platform: 'mastodon' })]);
    expect(loadDraftPairs(file)).toEqual([
      {
        id: 'v01',
        platform: 'x',
        principle: 'specific beats vague',
        better: 'We cut CI from 41 to 6 minutes.',
        worse: 'We made CI faster.',
      },
      {
        id: 'v02',
        platform: 'mastodon',
        principle: 'specific beats vague',
        better: 'We cut CI from 41 to 6 minutes.',
        worse: 'We made CI faster.',
      },
    ]);
  });

  it('rejects a platform the engine does not know, naming the line and the field', () => {
    const file = jsonlFile([pair({}), pair({ id: 'v02', platform: 'myspace' })]);
    expect(() => loadDraftPairs(file)).toThrow(/draft-pairs\.jsonl, line 2: .*platform/su);
  });

  it('rejects a missing or empty draft and a line that is not JSON', () => {
    expect(() => loadDraftPairs(jsonlFile([JSON.stringify({ id: 'v01', platform: 'x', principle: 'p', better: 'fine text' })]))).toThrow(
      /line 1: .*worse/su,
    );
    expect(() => loadDraftPairs(jsonlFile([pair({ better: '   ' })]))).toThrow(/line 1: .*better/su);
    expect(() => loadDraftPairs(jsonlFile(['{"id": "v01",']))).toThrow(/line 1: not valid JSON/);
  });

  it('rejects an id used twice', () => {
    expect(() => loadDraftPairs(jsonlFile([pair({}), pair({})]))).toThrow(/"v01" is used by more than one pair/);
  });
});
