// Latency arithmetic shared by every benchmark: percentiles, throughput, and a bounded-concurrency driver.

/** Nearest-rank percentile of `samples` (ms), p in [0, 100]. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export interface LatencySummary {
  n: number;
  /** Operations per second over the wall time of the whole loop. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  wallMs: number;
}

export function summarise(samples: readonly number[], wallMs: number): LatencySummary {
  return {
    n: samples.length,
    perSecond: samples.length / (wallMs / 1000),
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    wallMs,
  };
}

/**
 * Runs op(0..n-1) with at most `concurrency` in flight and times each one: the same driver for the real
 * path and its raw baseline, so the ratio compares like with like.
 */
export async function timeLoop(
  n: number,
  concurrency: number,
  op: (i: number) => Promise<void>,
): Promise<{ summary: LatencySummary; samples: number[] }> {
  const samples: number[] = new Array(n);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < n; i = next++) {
      const t0 = performance.now();
      await op(i);
      samples[i] = performance.now() - t0;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  return { summary: summarise(samples, performance.now() - started), samples };
}

/** Median of the first and of the last tenth of samples, in order taken: does an operation slow down as data grows? */
export function drift(samples: readonly number[]): { firstP50: number; lastP50: number } {
  const tenth = Math.max(1, Math.floor(samples.length / 10));
  return { firstP50: percentile(samples.slice(0, tenth), 50), lastP50: percentile(samples.slice(-tenth), 50) };
}

export const ms = (x: number) =>
  Number.isFinite(x) ? (x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0)) : '—';
export const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a / b) ? `${(a / b).toFixed(1)}×` : '—');
