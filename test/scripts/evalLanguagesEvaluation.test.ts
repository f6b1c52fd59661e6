import { describe, expect, it } from 'vitest';
import { evaluateLanguages, type TwinScore } from '../../scripts/eval/languagesEvaluation';
import { formatLanguagesTable } from '../../scripts/eval/languagesTable';
import type { LanguageTwin } from '../../scripts/eval/languageTwins';

// Each text names the score it gets, so a test reads as its own table.
const S = (prePublish: number, decision: TwinScore['decision']): string => JSON.stringify({ prePublish, decision });
const twin = (id: string, en: string, es: string, de: string, fr: string, pt: string, it: string): LanguageTwin => ({
  id,
  en,
  translations: { es, de, fr, pt, it },
});

describe('evaluateLanguages', () => {
  const report = evaluateLanguages(
    [
      twin('a', S(60, 'publish'), S(58, 'publish'), S(67, 'publish'), S(54, 'publish'), S(60, 'revise'), S(53.9, 'publish')),
      {
        ...twin('b', S(40, 'revise'), S(41, 'publish'), S(39, 'reject'), S(40, 'revise'), S(46, 'revise'), S(34, 'revise')),
        otherScripts: { th: S(20, 'reject') },
      },
    ],
    (text) => JSON.parse(text) as TwinScore,
  );

  it('measures each translation against its English twin: the gap, the share within 6 points, the largest gap', () => {
    expect(report.rows[0]?.translations.map((t) => Math.round(t.gap * 10) / 10)).toEqual([-2, 7, -6, 0, -6.1]);
    // Within 6 either way: a/es, a/fr, a/pt; b/es, b/de, b/fr, b/pt, b/it.
    expect([report.translations, report.within]).toEqual([10, 8]);
    expect(report.largestGap).toEqual({ id: 'a', language: 'de', gap: 7 });
  });

  it('counts a worse decision than the English as held back, a better one not, and other scripts in no target', () => {
    // a/pt revise against publish; b/de reject against revise. b/th is worse too, but not a translation counted.
    expect(report.heldBack).toBe(2);
    expect(report.rows[1]?.otherScripts[0]).toMatchObject({ language: 'th', heldBack: true });
    expect(report.targets.map((t) => [t.pass, t.value])).toEqual([
      [false, 0.8],
      [false, 2],
    ]);
  });

  it('prints a row per post with the English score and each gap, marking a decision held back', () => {
    const table = formatLanguagesTable(report, 'twins.ts');
    expect(table).toContain('a       60.00 publish     -2.0    +7.0    -6.0    +0.0!   -6.1        -');
    expect(table).toContain('b       40.00 revise      +1.0    -1.0!   +0.0    +6.0    -6.0   -20.0!');
    expect(table).toContain('Largest gap: +7.0 points (a, de).');
    expect(table).toContain('Within 6 points of the English: 8 of 10 translations (80.0 %); held back further than the English: 2.');
  });
});
