// The same concrete post in every language the editor reads scores within a few points of its English twin,
// and never gets a worse decision (the committed translation set the languages section of `npm run eval`
// reads). Versions in scripts the editor does not read are judged on what any script shows.
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';
import { LANGUAGE_TWINS } from '../../scripts/eval/languageTwins';
import { evaluateLanguages, WITHIN_POINTS, WITHIN_SHARE } from '../../scripts/eval/languagesEvaluation';

const report = evaluateLanguages(LANGUAGE_TWINS, (text) => {
  const r = score({ text, platform: 'x' });
  return { prePublish: r.pre_publish_score, decision: r.decision };
});

describe('the same post across languages', () => {
  it(`scores at least ${WITHIN_SHARE * 100} % of translations within ${WITHIN_POINTS} points of their English twin`, () => {
    expect(report.translations).toBe(5 * LANGUAGE_TWINS.length);
    expect(report.within / report.translations).toBeGreaterThanOrEqual(WITHIN_SHARE);
  });

  it('never gives a translation a worse decision than its English twin', () => {
    const heldBack = report.rows.flatMap((r) => r.translations.filter((t) => t.heldBack).map((t) => `${r.id}/${t.language}`));
    expect(heldBack).toEqual([]);
  });

  it('reads every translation as its own language, and the Thai and Hindi versions as scripts it does not read', () => {
    for (const twin of LANGUAGE_TWINS) {
      for (const [language, text] of Object.entries(twin.translations))
        expect(score({ text }).language, `${twin.id}/${language}`).toEqual({ code: language, reliable: true, read: true });
      for (const [language, text] of Object.entries(twin.otherScripts ?? {}))
        expect(score({ text }).language?.read, `${twin.id}/${language}`).toBe(false);
    }
  });

  it('judges the Thai and Hindi versions no worse than the English', () => {
    for (const r of report.rows) for (const t of r.otherScripts) expect(t.heldBack, `${r.id}/${t.language}`).toBe(false);
  });
});
