// `npm run build` (also run by `npm install` through `prepare`): TypeScript → dist/ as JavaScript + .d.ts, then the
// files the program reads at run time copied beside the compiled code, so dist/ finds them by the same relative paths
// as the sources (SQL migrations, prompts, the word-vector table, the sentence encoder's worker). Plain JavaScript:
// it runs before anything is built.
// Last, the CLI bundled over dist/gateway/cli/index.js (scripts/bundle-cli.mjs: fewer files to load at start).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCli } from './bundle-cli.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = [
  'db/migrations',
  'prompts',
  'gateway/learning/embeddings/data',
  'gateway/learning/embeddings/encoder-worker.mjs',
];

rmSync(join(root, 'dist'), { recursive: true, force: true }); // no stale module from a deleted source
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
for (const dir of assets) cpSync(join(root, dir), join(root, 'dist', dir), { recursive: true });
await bundleCli(root);
