// How the panel's state starts a timer (the typing pause, the fixes' turn, the drafter's paint), so tests can
// drive time.
export type Schedule = (run: () => void, ms: number) => () => void;

export const realSchedule: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};
