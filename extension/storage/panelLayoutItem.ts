// How the writer left the composer panel (compact or expanded, and the tab), unparsed: state/panelLayout.ts
// parses it with zod, state/panelLeftOpen.ts reads `expanded` without zod for the light content script.
import { storage } from 'wxt/utils/storage';

export const panelLayoutItem = storage.defineItem<unknown>('local:panelLayout');
