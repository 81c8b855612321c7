// `npm run test:stress [-- --full] [vitest args]`: the fault and abuse suite, reduced unless --full (or STRESS_FULL=1).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const full = args.includes('--full');
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

const child = spawn(
  process.execPath,
  [vitest, 'run', '--config', 'vitest.stress.config.ts', ...args.filter((a) => a !== '--full')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(full ? { STRESS_FULL: '1' } : {}) },
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
