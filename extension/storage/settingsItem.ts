// The writer's settings (mode, backend, persona, site switches, dismissed cards, X Premium), unparsed: the
// options page and the panels parse them with zod (state/settings.ts); the light content script reads two
// fields without zod (state/composerSwitch.ts). Content scripts can read storage.local, so no secret goes here.
import { storage } from 'wxt/utils/storage';

export const settingsItem = storage.defineItem<unknown>('local:settings');
