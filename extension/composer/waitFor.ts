// Waiting on a site that answers in its own time (a box it adds, a control it enables, a box it removes).
const POLL_MS = 30;

/** Resolves to what `find` returns once it returns something, or null after `timeoutMs`. */
export async function waitFor<T>(win: Window, find: () => T | null, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== null) return found;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => win.setTimeout(resolve, POLL_MS));
  }
}
