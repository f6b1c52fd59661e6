import { describe, expect, it } from 'vitest';
import type { DraftPair } from '../../scripts/dataset/draftPairs';
import { evaluateDrafts, type DraftIdea } from '../../scripts/eval/draftsEvaluation';
import { formatDraftsTable } from '../../scripts/eval/draftsTable';
import { score } from '../../shared/score';

const pair = (id: string, better: string): DraftPair => ({ id, platform: 'x', principle: `principle of ${id}`, better, worse: 'unused' });
const scoreIdea = (text: string) => score({ text, platform: 'x' }).pre_publish_score;

/** A drafter that offers the given texts, ranked by the real engine, the first of them drafted first. */
const offering =
  (texts: (idea: string) => string[]): DraftIdea =>
  (idea) => {
    const drafted = texts(idea);
    const scored = drafted.map((draft, i) => ({ i, draft, sim: score({ text: draft, platform: 'x' }) }));
    scored.sort((a, b) => b.sim.pre_publish_score - a.sim.pre_publish_score || a.i - b.i);
    return {
      ranked: [...scored.map((s, k) => ({ rank: k + 1, draft: s.draft, post_format: 'contrarian' as const, sim: s.sim }))],
      firstDrafted: drafted[0] as string,
    };
  };

describe('evaluateDrafts', () => {
  const idea = 'We cut our deploy time from 40 to 9 minutes by caching dependencies between builds.';

  it("counts the invented and the lost numbers, the variants that keep too few of the idea's words, and repeats", () => {
    const report = evaluateDrafts(
      [pair('a', idea)],
      offering(() => [
        idea,
        'Deploys: 40 → 9 minutes, by caching dependencies between builds. 3 steps below.',
        'Faster deploys are possible.',
        'We cut our DEPLOY time from 40 to 9 minutes by caching dependencies between builds!',
      ]),
      scoreIdea,
    );
    expect(report.ideas).toBe(1);
    expect(report.variants).toBe(4);
    expect(report.inventedNumberVariants).toBe(1); // "3"
    expect(report.lostNumberVariants).toBe(1); // the third drops both
    expect(report.fewWordsKeptVariants).toBe(1);
    expect(report.repeatedIdeas).toBe(1); // the last reads as the first
    expect(report.nearCopyIdeas).toBe(1);
    expect(report.targets.find((t) => t.goal.startsWith('variants stating'))?.pass).toBe(false);
  });

  it('counts near-copies (the same words reordered) and variants in another language than the idea', () => {
    const spanish = 'Redujimos el tiempo de despliegue de 40 a 9 minutos usando caché de dependencias.';
    const report = evaluateDrafts(
      [pair('es', spanish)],
      offering(() => [
        spanish,
        'De 40 a 9 minutos: redujimos el tiempo de despliegue usando caché de dependencias.',
        `${spanish}\n\nHow do you handle the deploy time?`,
      ]),
      scoreIdea,
    );
    expect(report.repeatedIdeas).toBe(0);
    expect(report.nearCopyIdeas).toBe(1);
    expect(report.otherLanguageVariants).toBe(1);
    expect(report.targets.filter((t) => !t.pass).map((t) => t.goal)).toEqual(
      expect.arrayContaining([
        'ideas with two variants of word overlap >= 0.8 = 0',
        "variants read as another language than the idea's = 0",
      ]),
    );
  });

  it('asks whether rank 1 scores at least the idea, beside the first variant drafted', () => {
    const weak = 'Faster deploys are possible, maybe.';
    const report = evaluateDrafts(
      [pair('a', idea)],
      offering(() => [weak, idea]),
      scoreIdea,
    );
    expect(report.rows[0]?.idea).toBe(scoreIdea(idea));
    expect(report.rankOneAtLeastIdea).toBe(1);
    expect(report.firstDraftedAtLeastIdea).toBe(scoreIdea(weak) >= scoreIdea(idea) ? 1 : 0);
    expect(formatDraftsTable(report, 'test')).toContain('rank 1 in 1 of 1 (100.0 %) ideas');
  });

  it('fails every target on no ideas rather than passing them empty', () => {
    const report = evaluateDrafts(
      [],
      offering(() => []),
      scoreIdea,
    );
    expect(report.targets.every((t) => !t.pass)).toBe(true);
  });
});
