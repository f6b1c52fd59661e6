// UTF-8 and UTF-16 decoded by hand: the engine runs in the browser and in Node, and takes neither's decoder
// (TextDecoder's list of encodings differs between runtimes, and the engine is built without either's types).
// UTF-8 is checked strictly (no overlong forms, no surrogates, nothing past U+10FFFF): a file that is not
// valid UTF-8 is another encoding, and decoding it as UTF-8 with replacement characters would store a text
// the writer never wrote.

/** Code units turned into a string a slice at a time: one String.fromCharCode call per slice, not per character. */
const SLICE = 0x2000;

/** UTF-16 code units as a string. */
export function unitsToString(units: Uint16Array, length: number): string {
  const parts: string[] = [];
  for (let start = 0; start < length; start += SLICE) {
    // apply takes the typed array as it is; spreading it into arguments is several times slower.
    parts.push(String.fromCharCode.apply(null, units.subarray(start, Math.min(length, start + SLICE)) as unknown as number[]));
  }
  return parts.join('');
}

/** The text of `bytes` read as UTF-8 from `start`, or undefined when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array, start = 0): string | undefined {
  // A UTF-8 text has at most one UTF-16 code unit per byte.
  const units = new Uint16Array(bytes.length - start);
  let n = 0;
  let i = start;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      units[n++] = b;
      i++;
      continue;
    }
    let need: number;
    let cp: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, cp, min] = [1, b & 0x1f, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, cp, min] = [2, b & 0x0f, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, cp, min] = [3, b & 0x07, 0x10000];
    else return undefined;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return undefined;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return undefined;
    if (cp >= 0x10000) {
      const v = cp - 0x10000;
      units[n++] = 0xd800 + (v >> 10);
      units[n++] = 0xdc00 + (v & 0x3ff);
    } else {
      units[n++] = cp;
    }
    i += need + 1;
  }
  return unitsToString(units, n);
}

/** The text of `bytes` read as UTF-16 from `start` (little- or big-endian); an odd last byte is dropped. */
export function decodeUtf16(bytes: Uint8Array, littleEndian: boolean, start = 0): string {
  const count = Math.floor((bytes.length - start) / 2);
  const units = new Uint16Array(count);
  for (let k = 0, i = start; k < count; k++, i += 2) {
    units[k] = littleEndian ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!;
  }
  return unitsToString(units, count);
}
