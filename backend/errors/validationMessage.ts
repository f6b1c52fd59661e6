// Turns zod issues into one sentence a client developer can act on.
import type { ZodError } from 'zod';

/** `input`: the JSON body checked, to tell a missing field from one of the wrong type. */
export function validationMessage(error: ZodError, input?: unknown): string {
  const parts = error.issues.map((issue) => {
    if (issue.path.length === 0) return 'the request body must be a JSON object';
    const field = issue.path.join('.');
    const top = issue.path[0];
    const present = typeof input === 'object' && input !== null && typeof top === 'string' && top in input;
    if (issue.path.length === 1 && !present && issue.code === 'invalid_type') return `${field} is required`;
    return issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
  });
  return `Invalid request: ${parts.join('; ')}.`;
}
