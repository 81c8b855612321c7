// How big the stress suite runs: reduced by default (CI), full with STRESS_FULL=1 (or `npm run test:stress -- --full`).
import { onPostgres } from '../helpers/db.ts';

export const FULL = process.env.STRESS_FULL === '1';

/** The reduced figure by default, the full one under STRESS_FULL=1. */
export const scale = (reduced: number, full: number): number => (FULL ? full : reduced);

/** Set by vitest.stress.config.ts: `npm test` also collects test/stress, and must skip it. */
export const STRESS = process.env.TAPLOOP_STRESS === '1';

export const backend = (): 'postgres' | 'pglite' => (onPostgres() ? 'postgres' : 'pglite');

/** One line per scenario on stdout, so a CI log shows what ran and how long it took. */
export function report(scenario: string, fields: Record<string, unknown>): void {
  const parts = Object.entries(fields).map(
    ([k, v]) => `${k}=${typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(2) : String(v)}`,
  );
  process.stdout.write(`[stress ${backend()}${FULL ? ' full' : ''}] ${scenario}: ${parts.join(' ')}\n`);
}
