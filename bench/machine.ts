// The machine a benchmark ran on, in one line, for the tables and files that keep its figures.
import { cpus, totalmem } from 'node:os';

export function machineLine(): string {
  return (
    `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.version}, ${process.platform}`
  );
}
