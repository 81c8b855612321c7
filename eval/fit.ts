// Logistic regression for eval/fit-recall.ts: pure, so a test can check it recovers a known rule.

/** L2-regularised logistic regression by Newton's method on standardised features; weights returned unstandardised. */
export function fit(x: readonly number[][], y: readonly boolean[], l2 = 1): { bias: number; weights: number[] } {
  const d = x[0]!.length;
  const n = x.length;
  const mu = Array.from({ length: d }, (_, j) => x.reduce((t, r) => t + r[j]!, 0) / n);
  const sd = mu.map((m, j) => Math.sqrt(x.reduce((t, r) => t + (r[j]! - m) ** 2, 0) / n) || 1);
  const xs = x.map((r) => [...r.map((v, j) => (v - mu[j]!) / sd[j]!), 1]);
  const w = new Array<number>(d + 1).fill(0);
  for (let it = 0; it < 30; it++) {
    const g = new Array<number>(d + 1).fill(0);
    const h = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    for (const [i, r] of xs.entries()) {
      const p = 1 / (1 + Math.exp(-r.reduce((t, v, j) => t + v * w[j]!, 0)));
      const e = p - (y[i] ? 1 : 0);
      const s = p * (1 - p);
      for (let a = 0; a <= d; a++) {
        g[a]! += e * r[a]!;
        for (let b = 0; b <= a; b++) h[a]![b]! += s * r[a]! * r[b]!;
      }
    }
    for (let a = 0; a <= d; a++) {
      for (let b = 0; b < a; b++) h[b]![a] = h[a]![b]!;
      if (a < d) {
        g[a]! += l2 * w[a]!;
        h[a]![a]! += l2;
      }
      h[a]![a]! += 1e-9;
    }
    const step = solve(h, g);
    for (let a = 0; a <= d; a++) w[a]! -= step[a]!;
  }
  const weights = w.slice(0, d).map((v, j) => v / sd[j]!);
  const bias = w[d]! - weights.reduce((t, v, j) => t + v * mu[j]!, 0);
  return { bias, weights };
}

/** Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((r, i) => [...r, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const out = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * out[k]!;
    out[r] = s / m[r]![r]!;
  }
  return out;
}
