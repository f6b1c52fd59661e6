// Ranks with ties shared: tied values all get the mean of the positions they occupy (1-based).
// Spearman's rho needs exactly these "average ranks" to stay correct when values repeat, which they
// do a lot here (a binary baseline has only two values).
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);
  const ranks = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start + 1;
    const v = values[order[start] as number];
    while (end < order.length && values[order[end] as number] === v) end++;
    // Positions start..end-1 (0-based) are tied: their ranks are (start+1)..end, mean (start+1+end)/2.
    const rank = (start + 1 + end) / 2;
    for (let k = start; k < end; k++) ranks[order[k] as number] = rank;
    start = end;
  }
  return ranks;
}
