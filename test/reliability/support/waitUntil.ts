// Waiting for something the process under test does by itself (a file it writes, a state the kernel reports),
// checked every 20 ms; the deadline is only there so that a hang fails the test instead of stalling it.
export async function waitUntil(what: string, done: () => boolean, deadlineMs = 20_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out after ${deadlineMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
