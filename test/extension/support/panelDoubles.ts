// What a panel needs around it in the extension's tests: a background that is never reached (offline), and
// timers that fire on the next turn, so a test types a whole draft and waits for what the panel shows.
import type { BackgroundClient } from '../../../extension/messaging/backgroundClient';
import { failure } from '../../../extension/messaging/protocol';
import type { Schedule } from '../../../extension/state/panelState';

export const offlineClient: BackgroundClient = {
  score: async () => failure('network', 'offline test'),
  generate: async () => failure('network', 'offline test'),
  usage: async () => failure('network', 'offline test'),
};

/** Runs every timer at once: the tests type whole drafts and wait for what the panel shows. */
export const immediately: Schedule = (run) => {
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};
