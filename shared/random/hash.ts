// A stable, non-cryptographic string hash: the seed of every reproducible random draw in the engine.
// Two independent 32-bit lanes over the UTF-16 code units (so no encoding step and no allocation), each
// finished with an avalanche mix, give 64 bits: plenty to tell inputs apart, never used for security.

const LANE_A_START = 0x811c9dc5; // FNV-1a's 32-bit offset basis
const LANE_B_START = 0x2f8a61d3; // an arbitrary odd constant so the lanes differ from the first unit on
const LANE_A_PRIME = 0x01000193; // FNV-1a's 32-bit prime
const LANE_B_PRIME = 0x5bd1e995; // a well-mixing odd multiplier (as used by MurmurHash2)

/** The final avalanche of a 32-bit lane: every input bit flips about half the output bits. */
function avalanche(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The two 32-bit lanes of the hash, as unsigned integers. */
export function hash64(text: string): [number, number] {
  let a = LANE_A_START;
  let b = LANE_B_START ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, LANE_A_PRIME);
    b = Math.imul(b ^ unit, LANE_B_PRIME);
    b ^= b >>> 15;
  }
  // Cross the lanes before finishing so a collision must hit both at once.
  return [avalanche(a ^ Math.imul(b, 0x27d4eb2f)), avalanche(b ^ a)];
}

function hex8(n: number): string {
  return n.toString(16).padStart(8, '0');
}

/** 16 lower-case hex digits; the same text always gives the same string, on every platform. */
export function hashHex(text: string): string {
  const [a, b] = hash64(text);
  return hex8(a) + hex8(b);
}
