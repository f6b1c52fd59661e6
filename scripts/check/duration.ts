// Minutes as a person says them: "45 min", "1 h 20 min", "2 d 3 h".
export function formatMinutes(minutes: number): string {
  const total = Math.round(minutes);
  if (total < 1) return 'under 1 min';
  if (total < 60) return `${total} min`;
  if (total < 24 * 60) {
    const h = Math.floor(total / 60);
    const m = total % 60;
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  const hours = Math.round(total / 60);
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return h === 0 ? `${d} d` : `${d} d ${h} h`;
}
