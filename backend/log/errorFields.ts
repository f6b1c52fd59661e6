// What a log line may say about an error. Error messages are never logged: a provider's error text can
// quote our provider key, and an engine exception can quote the post it was scoring.
// What is left still tells an operator what failed: the error's class, an HTTP status, an errno-style code.

export type ErrorLogFields = {
  /** The error's class, e.g. AuthenticationError, APIConnectionTimeoutError, TypeError. */
  error_class: string;
  /** The class of the error it wraps, if any. */
  cause_class?: string;
  /** An HTTP status the error (or an error it wraps) carries (the provider's answer), when it has one. */
  error_status?: number;
  /** A system error code such as ENOSPC or ECONNREFUSED, or a database's SQLSTATE, on the error or an error it wraps. */
  error_code?: string;
};

// Only identifier-shaped names and upper-case codes pass: anything else could be text in disguise.
const CLASS_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
// A SQLSTATE (57P01: the database shut down) is five digits and capitals.
const SYSTEM_CODE = /^(?:[A-Z][A-Z0-9_]{1,39}|[0-9A-Z]{5})$/;

export function errorFields(error: unknown): ErrorLogFields {
  if (!(error instanceof Error)) return { error_class: error === null ? 'null' : typeof error };
  const fields: ErrorLogFields = { error_class: classOf(error) };
  if (error.cause instanceof Error) fields.cause_class = classOf(error.cause);
  // A wrapper (a store write failure, say) often carries its status or errno code on its cause.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const { status } = e as { status?: unknown };
    if (fields.error_status === undefined && typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599)
      fields.error_status = status;
  }
  const code = systemCodeOf(error);
  if (code !== undefined) fields.error_code = code;
  return fields;
}

/** A system error code (ENOSPC, a SQLSTATE such as 57014) on the error or one it wraps; only code-shaped values pass. */
export function systemCodeOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && SYSTEM_CODE.test(code)) return code;
  }
  return undefined;
}

function classOf(error: Error): string {
  const name: unknown = error.constructor?.name;
  return typeof name === 'string' && CLASS_NAME.test(name) ? name : 'Error';
}
