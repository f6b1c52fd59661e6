// A change the store undid because the file could not be written (store.keyChange). Its message names the
// system's reason (a full disk, a read-only file system…), because the operator's fix depends on it: a
// retry alone would fail the same way.
import { systemCodeOf } from '../log/errorFields';

/** Plain words for the errno codes a write of the store can fail with; others are shown as the system gives them. */
const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exceeded',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EIO: 'an input/output error from the disk',
  EMFILE: 'too many open files',
};

export class ChangeNotSaved extends Error {
  override name = 'ChangeNotSaved';
  /** e.g. "no space left on the device (ENOSPC)". */
  readonly reason: string;

  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    const reason = reasonOf(cause);
    super(`writing the store ${file} failed: ${reason}`, { cause });
    this.reason = reason;
  }
}

/** The reason in words and code only, never the error's message (which names paths): for answers anyone may read. */
export function plainReasonOf(error: unknown): string {
  const code = systemCodeOf(error);
  if (code === undefined) return 'an unexpected error';
  return Object.hasOwn(REASONS, code) ? `${REASONS[code]} (${code})` : `an error from the system (${code})`;
}

export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && Object.hasOwn(REASONS, code)) return `${REASONS[code]} (${code})`;
  if (error instanceof Error) return error.message;
  return String(error);
}
