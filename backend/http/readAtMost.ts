// A stream's bytes, read to its end but never beyond a cap: both a request body sent without a length
// (chunked) and a model server's reply can be as large as the sender likes, so the reader stops, cancels
// the rest and throws as soon as the cap is passed instead of holding it all in memory first.
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  max: number,
  tooLarge: () => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
