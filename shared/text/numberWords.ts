// Every number Preflight writes, in one format: the engine's sentences, the panel's counter and figures, the
// command line and the web page. Every word around them is English, so the number is written as English
// writes it ("3,596 / 3,000", "2.6"): a number grouped another way inside an English sentence reads as a
// different number ("3.000" is three in English). Grouped by hand: every result says several counts, and Intl
// is slow to call (and slower to build) on the paths that run per keystroke.

/** A whole number grouped by thousands ("3,596"). Past 2^53 digits are not whole numbers any more: Intl says those. */
export function wholeNumber(n: number): string {
  const whole = Math.round(n);
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString('en-US');
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return whole < 0 ? `-${grouped}` : grouped;
}

/** A number with at most one decimal ("2.6", "24", "1,234.5"). */
export function oneDecimal(n: number): string {
  const tenths = Math.round(n * 10);
  const whole = wholeNumber(Math.trunc(tenths / 10));
  const decimal = Math.abs(tenths % 10);
  const sign = tenths < 0 && Math.trunc(tenths / 10) === 0 ? '-' : '';
  return decimal === 0 ? `${sign}${whole}` : `${sign}${whole}.${decimal}`;
}
