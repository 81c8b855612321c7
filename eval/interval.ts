// How sure an eval figure is: a share of a small set with its 95% Wilson score interval.

const percent = (x: number) => `${(x * 100).toFixed(0)}%`;

/** A share as a whole percentage, "—" when there is none (0 of 0). */
export const pct = (x: number): string => (Number.isFinite(x) ? percent(x) : '—');

/** "80% (65-90%)": a share of n and its 95% Wilson score interval. */
export function interval(share: number, n: number): string {
  if (!Number.isFinite(share) || n === 0) return '—';
  const z = 1.96;
  const k = Math.round(share * n);
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  const at = (x: number) => (x * 100).toFixed(0);
  return `${percent(p)} (${at(Math.max(0, centre - half))}-${at(Math.min(1, centre + half))}%)`;
}
