// Minutes as a person says them: "45 min", "1 h 20 min", "26 h", "2 d 3 h". Minutes count only in the
// first ten hours; up to two days is said in hours ("36 h", "48 h"), as the view curve's 24 h and 48 h are.
const HOUR = 60;
const MINUTES_SHOWN_UNDER = 10 * HOUR;
const HOURS_UP_TO = 48 * HOUR;

export function formatMinutes(minutes: number): string {
  const total = Math.round(minutes);
  if (total < 1) return 'under 1 min';
  if (total < HOUR) return `${total} min`;
  if (total < MINUTES_SHOWN_UNDER) {
    const h = Math.floor(total / HOUR);
    const m = total % HOUR;
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  const hours = Math.round(total / HOUR);
  if (hours <= HOURS_UP_TO / HOUR) return `${hours} h`;
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return h === 0 ? `${d} d` : `${d} d ${h} h`;
}
