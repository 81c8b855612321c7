// Backup at scale: 1,000 runs with decisions, rules and publications → backup → restore into the other backend →
// the same API answers (runs, export, stats, rules, publications, context). Reduced to 200 runs unless --full.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersToCompare, backupAndCompare } from '../helpers/backup.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { seedHistory } from '../helpers/history.ts';
import { report, STRESS, scale } from './scale.ts';

const RUNS = scale(200, 1000);
let t: TestGateway;
let runIds: string[];

describe.skipIf(!STRESS)('backup and restore at scale', () => {
  beforeAll(async () => {
    t = await createTestGateway({ env: { TRUST_AFTER: '0' } });
    ({ runIds } = await seedHistory(t, RUNS));
    await t.gateway.runNightly({});
  }, 1_800_000);
  afterAll(() => t?.close());

  it(`carries ${RUNS} runs into the other backend with every answer unchanged`, async () => {
    const started = Date.now();
    const trip = await backupAndCompare(
      t,
      answersToCompare(runIds, [
        'announce the launch in Toronto #3',
        'weekly changelog post',
        'thank the beta testers #11',
      ]),
    );
    try {
      expect(trip.rows.runs).toBe(RUNS);
      report('backup round trip', {
        runs: RUNS,
        rows: Object.values(trip.rows).reduce((a, b) => a + b, 0),
        answers: trip.compared,
        seconds: (Date.now() - started) / 1000,
      });
    } finally {
      await trip.close();
    }
  });
});
