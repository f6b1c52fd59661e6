// Every number the extension writes itself (the length counter, its limit, counts of posts and rows, actions
// per 1,000 views) in one format: the browser's own locale's grouping and decimal mark, so "3,596 / 3,000"
// never stands beside "3596". One formatter, made once: Intl is slow to build and the counter runs per keystroke.
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(undefined, { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** A whole number as the browser's locale writes it ("3,596" in English). */
export function formatWhole(n: number): string {
  return whole.format(Math.round(n));
}

/** A number with at most one decimal ("2.6", "24"), as the browser's locale writes it. */
export function formatOneDecimal(n: number): string {
  return oneDecimal.format(Math.round(n * 10) / 10);
}
