// A median in which each value counts by its weight (the account model's posts count by their burst weight).

/** The weighted median: the value below which half the weight lies (the midpoint on an exact tie). */
export function weightedMedian(values: readonly number[], weights: readonly number[]): number {
  const order = values.map((_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);
  const total = weights.reduce((s, w) => s + w, 0);
  let below = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    below += weights[i] as number;
    if (Math.abs(below - total / 2) <= total * 1e-12 && k + 1 < order.length)
      return ((values[i] as number) + (values[order[k + 1] as number] as number)) / 2;
    if (below > total / 2) return values[i] as number;
  }
  return values[order.at(-1) as number] as number;
}
