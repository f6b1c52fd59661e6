// The guard for speed work: scoring the corpus must give the committed results, field for field, apart from
// the view curve's band (lo80/hi80 and how they were computed), which may become more exact. After a change
// meant to move scores, review the diff of fixtures/engineResults.jsonl and accept it with
// `npx vitest run test/shared/engineResults.test.ts -u`.
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';
import type { ScoreResult } from '../../shared/schemas';
import { ENGINE_CORPUS } from './fixtures/engineCorpus';

/**
 * A result without the band: the view curve keeps its times and means (as two arrays, to keep the file small),
 * and the explanation's reach keeps its likely views and its times, not the band or the sentence that says it.
 */
function withoutBand(result: ScoreResult): unknown {
  const { band: _band, points, ...curve } = result.view_curve;
  const { sentence: _sentence, views, ...reach } = result.explanation.reach;
  return {
    ...result,
    view_curve: { ...curve, t_min: points.map((p) => p.t_min), mean: points.map((p) => p.mean) },
    explanation: { ...result.explanation, reach: { ...reach, views: views.median } },
  };
}

describe('engine results on the corpus', () => {
  it('are identical to the committed snapshot, apart from the band', async () => {
    const lines: string[] = [];
    for (const [d, draft] of ENGINE_CORPUS.entries()) {
      for (const [i, platform] of draft.platforms.entries()) {
        // The audience panel reads the same features on every platform: asked for on the first one only; the
        // full explanation trace (large) for the first platform of every fourth draft.
        const explain = i === 0 && d % 4 === 0 ? 'full' : 'summary';
        const result = score({ text: draft.text, platform, persona: draft.persona, want_panel: i === 0, want_fixes: true, explain });
        lines.push(JSON.stringify({ platform, text: draft.text.slice(0, 60), result: withoutBand(result) }));
      }
    }
    expect(lines.length).toBeGreaterThan(100);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./fixtures/engineResults.jsonl');
  });
});
