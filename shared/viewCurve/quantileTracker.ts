// One tail quantile of a fixed set of Monte Carlo draws, evaluated at one grid point after another.
// Each draw's curve rises smoothly with time, so the draws in the tail at one point are nearly the same at the
// next: starting from the previous tail makes each point a linear pass with few heap updates, not a sort.

export class QuantileTracker {
  private readonly n: number;
  private readonly h: number;
  private readonly k: number;
  /** The tail holds order statistics 0..k+1 (of sign·value), enough to interpolate at h. */
  private readonly size: number;
  private readonly sign: 1 | -1;
  private readonly heapValues: Float64Array;
  private readonly heapDraws: Int32Array;
  private readonly inTail: Uint8Array;

  /** q in (0, 1); fromTop reads the draws from the largest, so q = 0.1 from the top is the 90th percentile. */
  constructor(n: number, q: number, fromTop: boolean) {
    this.n = n;
    this.h = (n - 1) * q;
    this.k = Math.floor(this.h);
    this.size = this.k + 2;
    if (this.size < 3 || this.size > n) throw new RangeError(`quantile ${q} of ${n} draws needs at least ${this.size} draws`);
    this.sign = fromTop ? -1 : 1;
    this.heapValues = new Float64Array(this.size);
    this.heapDraws = new Int32Array(this.size);
    this.inTail = new Uint8Array(n);
  }

  /** Forget the previous tail: call before the first grid point of new draws. */
  reset(): void {
    this.inTail.fill(0);
    for (let i = 0; i < this.size; i++) {
      this.heapDraws[i] = i;
      this.inTail[i] = 1;
    }
  }

  /** The quantile of values (one per draw), interpolating between order statistics k and k+1 around (n-1)·q. */
  quantile(values: Float64Array): number {
    const { size, sign, heapValues, heapDraws, inTail } = this;
    for (let i = 0; i < size; i++) heapValues[i] = sign * (values[heapDraws[i] as number] as number);
    for (let i = (size >> 1) - 1; i >= 0; i--) this.siftDown(i);
    for (let d = 0; d < this.n; d++) {
      if (inTail[d] === 1) continue;
      const x = sign * (values[d] as number);
      if (x < (heapValues[0] as number)) {
        inTail[heapDraws[0] as number] = 0;
        inTail[d] = 1;
        heapValues[0] = x;
        heapDraws[0] = d;
        this.siftDown(0);
      }
    }
    // A max-heap of the size smallest: the root is order statistic k+1, the larger of its children is k.
    const above = heapValues[0] as number;
    const below = Math.max(heapValues[1] as number, heapValues[2] as number);
    return sign * (below + (this.h - this.k) * (above - below));
  }

  private siftDown(i: number): void {
    const { size, heapValues, heapDraws } = this;
    const x = heapValues[i] as number;
    const xd = heapDraws[i] as number;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && (heapValues[child + 1] as number) > (heapValues[child] as number)) child++;
      if ((heapValues[child] as number) <= x) break;
      heapValues[i] = heapValues[child] as number;
      heapDraws[i] = heapDraws[child] as number;
      i = child;
    }
    heapValues[i] = x;
    heapDraws[i] = xd;
  }
}
