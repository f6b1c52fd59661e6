// A number with its sign always shown (+0.213, -0.087): how correlations read in every report.
export function signed(x: number, digits = 3): string {
  if (Number.isNaN(x)) return 'n/a';
  const s = x.toFixed(digits);
  return x >= 0 && !s.startsWith('-') ? `+${s}` : s;
}
