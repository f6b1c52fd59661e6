import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { score } from '../../../shared/index';
import { ViewCurveChart } from '../../../ui/ViewCurveChart';
import { viewsAt, viewsWords } from '../../../shared/index';
import { compactCount, countTicks, dayIndex, readoutWords, shortMinutes, timeTicks } from '../../../ui/viewCurvePlot';
import { DRAFT } from '../support/drafts';

describe('the view chart’s count axis', () => {
  it('labels a tick exactly and shortly: 2,500 is "2.5k", never "3k"', () => {
    expect(compactCount(2500)).toBe('2.5k');
    expect(compactCount(1500)).toBe('1.5k');
    expect(compactCount(1000)).toBe('1k');
    expect(compactCount(20_000)).toBe('20k');
    expect(compactCount(1_500_000)).toBe('1.5M');
    expect(compactCount(800)).toBe('800');
    expect(compactCount(0)).toBe('0');
    expect(compactCount(0.5)).toBe('0.5');
  });

  it('puts ticks at round numbers from 0 to a round top at or above the curve’s highest point', () => {
    expect(countTicks(2300)).toEqual([0, 1000, 2000, 3000]);
    expect(countTicks(1900)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(countTicks(47)).toEqual([0, 20, 40, 60]);
    expect(countTicks(7.3)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(0)).toEqual([0, 1]);
    for (const max of [3, 17.5, 260, 4_999, 61_234, 2_400_000]) {
      const ticks = countTicks(max);
      const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      // 1, 2 or 5 times a power of ten, and every tick a whole multiple of it.
      expect(step / 10 ** Math.floor(Math.log10(step))).toBeOneOf([1, 2, 5]);
      for (const [i, t] of ticks.entries()) expect(t).toBeCloseTo(i * step, 9);
    }
  });

  it('scales and labels the same ticks: the top is itself a tick that gives the same ticks again', () => {
    for (const max of [3, 260, 1900, 61_234]) {
      const ticks = countTicks(max);
      expect(countTicks(ticks.at(-1)!)).toEqual(ticks);
    }
  });
});

describe('the view chart’s time axis', () => {
  it('ticks at times a reader knows, within the curve’s span, labelled short', () => {
    expect(timeTicks(5, 2880)).toEqual([5, 15, 60, 240, 1440, 2880]);
    expect(timeTicks(10, 1440)).toEqual([15, 60, 240, 1440]);
    expect(timeTicks(5, 2880).map(shortMinutes)).toEqual(['5m', '15m', '1h', '4h', '24h', '48h']);
  });
});

describe('the view chart’s read-out', () => {
  const curve = score({ text: DRAFT, platform: 'x' }).view_curve;
  let root: HTMLElement;
  const q = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
    render(<ViewCurveChart curve={curve} theme="light" />, root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('starts at 24 h with the band the Reach tab says', () => {
    expect(curve.points[dayIndex(curve)]?.t_min).toBe(1440);
    expect(q('preflight-chart-readout')!.textContent).toBe(`At 24 h: ${viewsWords(viewsAt(curve, 1440))}`);
    expect(q('preflight-chart')!.getAttribute('aria-valuetext')).toBe(q('preflight-chart-readout')!.textContent);
  });

  it('marks 24 h on the chart’s overlay (its height and place are measured in Chromium)', async () => {
    await vi.waitFor(() => expect(q('preflight-chart-day')?.textContent).toBe('24 h'));
  });

  it('moves along the curve with the keyboard: Home, the arrows, End', async () => {
    const chart = q('preflight-chart')!;
    const press = async (key: string) => {
      chart.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
    };
    await press('Home');
    expect(q('preflight-chart-readout')!.textContent).toBe(readoutWords(curve.points[0]!));
    expect(chart.getAttribute('aria-valuenow')).toBe('0');
    await press('ArrowRight');
    expect(q('preflight-chart-readout')!.textContent).toBe(readoutWords(curve.points[1]!));
    await press('End');
    expect(q('preflight-chart-readout')!.textContent).toMatch(/^At 48 h: about [\d,]+ views/);
    expect(chart.getAttribute('aria-valuenow')).toBe(String(curve.points.length - 1));
  });
});
