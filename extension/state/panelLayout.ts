// How the writer left the composer panel: compact or expanded, and on which tab. Kept in the extension's
// local storage, so every composer opens the way the writer last chose. Parsed on read: an old or odd value
// falls back to the compact panel on its Fix tab.
import { z } from 'zod';
import { panelLayoutItem } from '../storage/panelLayoutItem';

export const PanelTab = z.enum(['fix', 'why', 'reach', 'details', 'drafts']);
export type PanelTab = z.infer<typeof PanelTab>;

export const PanelLayout = z.object({
  expanded: z.boolean().catch(false),
  tab: PanelTab.catch('fix'),
});
export type PanelLayout = z.infer<typeof PanelLayout>;

export const DEFAULT_PANEL_LAYOUT: PanelLayout = PanelLayout.parse({});

export function parsePanelLayout(raw: unknown): PanelLayout {
  const parsed = PanelLayout.safeParse(raw ?? {});
  return parsed.success ? parsed.data : DEFAULT_PANEL_LAYOUT;
}

export async function loadPanelLayout(): Promise<PanelLayout> {
  return parsePanelLayout(await panelLayoutItem.getValue());
}

export async function savePanelLayout(patch: Partial<PanelLayout>): Promise<PanelLayout> {
  const next = parsePanelLayout({ ...(await loadPanelLayout()), ...patch });
  await panelLayoutItem.setValue(next);
  return next;
}
