// Whether the writer left the composer panel expanded, read straight from the stored layout without zod
// (for the light content script: see composerSwitch.ts). It reads `expanded` the way panelLayout.ts's
// schema does: only a stored `true` is open.
import { panelLayoutItem } from '../storage/panelLayoutItem';

export async function panelLeftOpen(): Promise<boolean> {
  const raw = await panelLayoutItem.getValue();
  return typeof raw === 'object' && raw !== null && (raw as { expanded?: unknown }).expanded === true;
}
