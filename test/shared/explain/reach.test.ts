import { describe, expect, it } from 'vitest';
import { formatMinutes, score, type ViewCurve } from '../../../shared/index';
import { reachOf } from '../../../shared/explain/reach';
import { DRAFT } from '../../extension/support/drafts';

const reachSentence = (curve: ViewCurve) => reachOf(curve).sentence;

function curveWith(point: ViewCurve['points'][number], status: ViewCurve['status'] = 'cold_start'): ViewCurve {
  const generic = score({ text: DRAFT, platform: 'x' }).view_curve;
  return { ...generic, status, points: [{ t_min: 60, mean: 10, lo80: 1, hi80: 50 }, point, { t_min: 2880, mean: 1e5, lo80: 1e4, hi80: 1e6 }] };
}

describe('predicted reach in words', () => {
  it('says the views at 24 h and the likely range, rounded as people say them, for a new account', () => {
    expect(reachSentence(curveWith({ t_min: 1440, mean: 1437, lo80: 412, hi80: 4980 }))).toBe('About 1,400 views in 24 h, likely 410–5,000 for a new account.');
  });

  it('says it is the writer’s own account once the curve is calibrated on it', () => {
    expect(reachSentence(curveWith({ t_min: 1440, mean: 88.4, lo80: 30, hi80: 240 }, 'calibrated'))).toBe('About 88 views in 24 h, likely 30–240 for your account.');
  });

  it('reads the engine’s own curve, and the result carries it with the views at 24 h and when half and 90 % of them are in', () => {
    const result = score({ text: DRAFT, platform: 'x' });
    const { reach } = result.explanation;
    expect(reach.sentence).toMatch(/^About [\d,]+ views in 24 h, likely [\d,]+–[\d,]+ for a new account\.$/);
    const day = result.view_curve.points.find((p) => p.t_min === 1440);
    expect(reach.views).toEqual({ median: day?.mean, lo80: day?.lo80, hi80: day?.hi80 });
    expect(reach.horizon_min).toBe(1440);
    expect(reach.half_by).toBe(formatMinutes(result.view_curve.t_50_min));
    expect(reach.most_by).toBe(formatMinutes(result.view_curve.t_90_min));
  });
});
