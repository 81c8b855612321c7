// Which test files run where: `npm test` runs the behaviour suite; the files that spawn processes, restart servers or
// load a server with thousands of requests run in the fault and abuse suite (`npm run test:stress`), which CI runs too.
// A busy machine slows them most, and they hold most of the suite's time.
export const PROCESS_TESTS = [
  'test/gateway/cli.test.ts',
  'test/gateway/people-cli.test.ts',
  'test/client/wait-restart.test.ts',
  'test/gateway/data/restore-bounds.test.ts',
  'test/gateway/data/release-cli.test.ts',
  'test/db/lock.test.ts',
  'test/gateway/disk-full.test.ts',
  'test/gateway/start.test.ts',
  'test/gateway/publish/slack-crash.test.ts',
  'test/gateway/publish/log-crash.test.ts',
  'test/gateway/server/stop.test.ts',
  'test/gateway/kernel/file-lock.test.ts',
  'test/gateway/publish/concurrency.test.ts',
  'test/gateway/bounds.test.ts',
];
