// Where the page keeps the API key: this tab's sessionStorage by default (gone when the tab closes), the
// browser's localStorage only when the writer ticks "Remember on this device". Never in a URL, a cookie or
// a log: it travels only in the Authorization header of the page's own calls to its own origin.
const KEY_NAME = 'preflight.apiKey';

export interface KeptKey {
  key: string;
  remembered: boolean;
}

function storageOf(win: Window, kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? win.sessionStorage : win.localStorage;
  } catch {
    // Storage can be switched off (a privacy setting): the key then lives only as long as the page.
    return null;
  }
}

export function readKey(win: Window = window): KeptKey | null {
  const session = storageOf(win, 'session')?.getItem(KEY_NAME);
  if (session) return { key: session, remembered: false };
  const local = storageOf(win, 'local')?.getItem(KEY_NAME);
  return local ? { key: local, remembered: true } : null;
}

/** Keeps the key in one place only: choosing not to remember takes it out of localStorage. */
export function keepKey(kept: KeptKey, win: Window = window): void {
  forgetKey(win);
  storageOf(win, kept.remembered ? 'local' : 'session')?.setItem(KEY_NAME, kept.key);
}

export function forgetKey(win: Window = window): void {
  storageOf(win, 'session')?.removeItem(KEY_NAME);
  storageOf(win, 'local')?.removeItem(KEY_NAME);
}

/** "tsk_ab12…": enough to tell keys apart on screen, never the whole secret. */
export function keyHint(key: string): string {
  return `${key.slice(0, 8)}…`;
}
