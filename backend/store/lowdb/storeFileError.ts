// The store file cannot be used as it is: unreadable, not JSON, the wrong shape, or its folder or lock cannot
// be written. Its message is one line that names the file and the real cause (the system's reason and code),
// because that is what the operator has to fix; a start-up or a keys command fails with it, never a stack.
import { reasonOf } from '../changeNotSaved';

export class StoreFileError extends Error {
  override name = 'StoreFileError';
}

/** What failed on which path, e.g. "Cannot create the store's lock /data/x.json.lock: the file system is read-only (EROFS)." */
export function storeFileFailure(what: string, cause: unknown): StoreFileError {
  return new StoreFileError(`${what}: ${systemReason(cause)}.`, { cause });
}

/** A system error's reason in words with its code; the bare message of anything else. */
function systemReason(cause: unknown): string {
  const reason = reasonOf(cause);
  const code = (cause as { code?: unknown } | null)?.code;
  // Node's own text for codes without plain words ("EISDIR: illegal operation on a directory, read") names its code already.
  return typeof code === 'string' && !reason.includes(code) ? `${reason} (${code})` : reason;
}
