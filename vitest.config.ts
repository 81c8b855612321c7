// Every test runs on embedded PGlite; database tests run again on real Postgres when TEST_DATABASE_URL is set.
import { defineConfig } from 'vitest/config';
import { PROCESS_TESTS } from './test/suites.ts';

const dbTests = ['test/db/**/*.test.ts', 'test/gateway/**/*.test.ts', 'test/bots/**/*.test.ts'];
const noDatabase = [
  'test/gateway/learning/embeddings/**',
  'test/gateway/learning/llm.test.ts',
  'test/gateway/kernel/config.test.ts',
  'test/gateway/publish/limits.test.ts',
  'test/gateway/kernel/goals.test.ts',
  'test/gateway/publish/chat-publishers.test.ts',
];

/** `npm run test:fast` (TAPLOOP_TEST_FAST=1): the PGlite project alone, one module graph per worker. */
const fast = process.env.TAPLOOP_TEST_FAST === '1';

export default defineConfig({
  // Tests import the package by name (as agents do) but run the sources, not dist/.
  resolve: { alias: { 'taploop/client': new URL('./client/index.ts', import.meta.url).pathname } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at once even on 2 cores (vitest's default is cores - 1 = one worker): most test time is spent waiting
    // on servers, fakes and child processes, and every file has its own database (test/helpers/db.ts) and fakes.
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: ['test/**/*.test.ts'],
          exclude: ['test/stress/**', ...PROCESS_TESTS],
          env: { TEST_BACKEND: 'pglite' },
          // The edit loop shares each worker's module cache across its files (imports of grammY, Bolt, PGlite and
          // the gateway once per worker, not once per file; every file still gets its own database and fakes).
          // `npm test` keeps one fresh module graph per file.
          ...(fast ? { isolate: false } : {}),
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: dbTests,
                exclude: [...noDatabase, 'test/stress/**', ...PROCESS_TESTS],
                env: { TEST_BACKEND: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
