// Solves A·x = b for a symmetric positive-definite A by Cholesky factorisation (A = L·Lᵀ), in Float64,
// with a fixed order of operations so the same input always gives the same bits. A ridge system
// (ZᵀZ + λI, λ > 0) is always positive definite, so no pivoting is needed.
export function choleskySolve(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  if (a.length !== n) throw new Error(`choleskySolve: matrix is ${a.length}×?, vector has ${n} entries`);
  const l = Array.from({ length: n }, () => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    const row = a[i];
    if (!row || row.length !== n) throw new Error('choleskySolve: matrix is not square');
    const li = l[i] as Float64Array;
    for (let j = 0; j <= i; j++) {
      const lj = l[j] as Float64Array;
      let sum = row[j] as number;
      for (let k = 0; k < j; k++) sum -= (li[k] as number) * (lj[k] as number);
      if (i === j) {
        if (!(sum > 0)) throw new Error(`choleskySolve: matrix is not positive definite (pivot ${i} = ${sum})`);
        li[i] = Math.sqrt(sum);
      } else {
        li[j] = sum / (lj[j] as number);
      }
    }
  }
  // Forward substitution L·z = b, then back substitution Lᵀ·x = z.
  const z = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const li = l[i] as Float64Array;
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= (li[k] as number) * (z[k] as number);
    z[i] = sum / (li[i] as number);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = z[i] as number;
    for (let k = i + 1; k < n; k++) sum -= ((l[k] as Float64Array)[i] as number) * (x[k] as number);
    x[i] = sum / ((l[i] as Float64Array)[i] as number);
  }
  return Array.from(x);
}
