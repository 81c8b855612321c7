// The dependency check that `npm test` runs (npm run deps) fails on each broken rule: shown on a small tree of its own.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const BIN = join(ROOT, 'node_modules/.bin/depcruise');

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Writes a tree of files and runs the project's rules over it; resolves the names of the rules it breaks. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'taploop-deps-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const out = await run(BIN, ['--config', CONFIG, '--output-type', 'json', 'gateway', 'db', 'bots'], {
    cwd: dir,
  }).catch((err: { stdout: string }) => ({ stdout: err.stdout }));
  const result = JSON.parse(out.stdout) as { summary: { violations: { rule: { name: string } }[] } };
  return [...new Set(result.summary.violations.map((v) => v.rule.name))].sort();
}

const clean = {
  'db/rows.ts': 'export type Row = { id: string };\n',
  'gateway/core.ts': "import type { Row } from '../db/rows.ts';\nexport const load = (r: Row) => r.id;\n",
  'gateway/index.ts': "export { load } from './core.ts';\n",
  'bots/card.ts': "import { load } from '../gateway/index.ts';\nexport const card = load;\n",
};

describe.concurrent('npm run deps', () => {
  it('passes a tree where bots → gateway index → core → db', async () => {
    expect(await brokenRules(clean)).toEqual([]);
  });

  it('fails on a cycle under gateway/', async () => {
    const files = {
      ...clean,
      'gateway/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'gateway/b.ts': "import type { a } from './a.ts';\nexport const b = 1 as unknown as typeof a;\n",
    };
    expect(await brokenRules(files)).toEqual(['no-cycles']);
  });

  it('fails when db/ imports gateway/', async () => {
    expect(await brokenRules({ ...clean, 'db/status.ts': "export { load } from '../gateway/core.ts';\n" })).toEqual([
      'db-imports-nothing-above',
    ]);
  });

  it('fails when a bot reaches past the gateway index, or into db/', async () => {
    const files = {
      ...clean,
      'bots/deep.ts': "import { load } from '../gateway/core.ts';\nexport const deep = load;\n",
      'bots/rows.ts': "import type { Row } from '../db/rows.ts';\nexport const rows: Row[] = [];\n",
    };
    expect(await brokenRules(files)).toEqual(['bots-do-not-touch-db', 'bots-use-the-gateway-index']);
  });

  it('fails when a route or a job imports the gateway deps or a database handle', async () => {
    const files = {
      ...clean,
      'db/client.ts': 'export type Db = { kind: string };\n',
      'gateway/kernel/deps.ts':
        "import type { Db } from '../../db/client.ts';\nexport type GatewayDeps = { db: Db };\n",
      'gateway/server/routes/backup.ts':
        "import type { GatewayDeps } from '../../kernel/deps.ts';\nexport const backup = (d: GatewayDeps) => d.db;\n",
      'gateway/app/jobs.ts': "import type { Db } from '../../db/client.ts';\nexport const job = (db: Db) => db.kind;\n",
    };
    expect(await brokenRules(files)).toEqual(['routes-and-jobs-hold-no-handle']);
  });
});
