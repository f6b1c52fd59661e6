// The lock holder's proof of life for readers that cannot check its pid (another PID namespace or another
// host: processView.ts). The holder sets the lock's modification time every second; a reader calls the
// holder dead only when no beat came for STALE_AFTER_MS. The beat runs on its own thread, so a request that
// holds the main thread for seconds does not make a live server look dead and its lock taken over. Setting a
// file's times needs no free space, so a full disk does not stop the beat either.
import { Worker } from 'node:worker_threads';

export const BEAT_MS = 1_000;
/** Ten missed beats: long past any pause of a live process's thread, short enough for a restart to wait out. */
export const STALE_AFTER_MS = 10_000;

// Plain JavaScript run by Node as is (no TypeScript loader in a thread). The beat touches the lock only while
// it still holds this holder's nonce, so it never keeps another holder's lock looking alive.
const BEAT_SOURCE = `
const { readFileSync, utimesSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const beat = () => {
  try {
    if (JSON.parse(readFileSync(workerData.path, 'utf8')).nonce !== workerData.nonce) return;
    const now = new Date();
    utimesSync(workerData.path, now, now);
  } catch {}
};
setInterval(beat, workerData.beatMs);
`;

export interface Heartbeat {
  stop(): void;
}

export function startHeartbeat(path: string, nonce: string): Heartbeat {
  const worker = new Worker(BEAT_SOURCE, { eval: true, workerData: { path, nonce, beatMs: BEAT_MS } });
  // The beat never keeps a process alive: a server's listeners do, and a CLI ends when its work does.
  worker.unref();
  // A thread that cannot start (out of memory) leaves readers in other namespaces to call the lock stale later;
  // the holder itself notices a takeover before its next write (OwnerLock.verify).
  worker.on('error', () => {});
  return { stop: () => void worker.terminate() };
}
