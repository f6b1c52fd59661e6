// Two stored posts are the same when their fields are, whatever order their keys came in: both stores
// compare an upserted post with the stored one this way.

/** JSON with object keys sorted. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
