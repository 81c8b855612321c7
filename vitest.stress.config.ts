// The fault and abuse suite (`npm run test:stress`): every file on embedded PGlite, and again on real Postgres
// when TEST_DATABASE_URL is set. Reduced by default; STRESS_FULL=1 (or `-- --full`) runs the full sizes.
import { defineConfig } from 'vitest/config';
import { PROCESS_TESTS } from './test/suites.ts';

// The stress scenarios, and the behaviour tests that spawn processes or load a server (test/suites.ts).
const stress = ['test/stress/**/*.test.ts', ...PROCESS_TESTS];
const full = process.env.STRESS_FULL === '1';

export default defineConfig({
  // Tests import the package by name (as agents do) but run the sources, not dist/.
  resolve: { alias: { 'taploop/client': new URL('./client/index.ts', import.meta.url).pathname } },
  test: {
    testTimeout: full ? 3_600_000 : 600_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // Scenarios spawn processes and hammer databases: two at a time is what two cores take.
    maxWorkers: 2,
    setupFiles: ['test/stress/helpers/seed-on-failure.ts'],
    projects: [
      {
        extends: true as const,
        test: { name: 'stress-pglite', include: stress, env: { TEST_BACKEND: 'pglite', TAPLOOP_STRESS: '1' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'stress-postgres',
                include: stress,
                env: { TEST_BACKEND: 'postgres', TAPLOOP_STRESS: '1' },
              },
            },
          ]
        : []),
    ],
  },
});
