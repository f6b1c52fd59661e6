// A value the database refused as data (SQLSTATE class 22, data exception: a character it cannot store, a
// number out of range, a malformed date). The request carried it, so the answer is a 400, not a 500; the
// texts are cleaned before they reach the store (storableText.ts), so this is the backstop for what that missed.

export class ValueRefused extends Error {
  override name = 'ValueRefused';
}

/** Whether a pg error is a data exception (class 22) rather than the database failing or our SQL being wrong. */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.length === 5 && code.startsWith('22');
}
