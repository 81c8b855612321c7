// Reference for the start-up benchmark: the embedded database alone (open + migrate), to tell its cost from taploop's.
// Prints "ready" as soon as it is migrated (the parent times spawn → that line, as it times spawn → /healthz),
// then its RSS after the same settling time the server gets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

// With a folder argument it opens that (warm) database; without, a new one (cold: initdb + migrations).
const given = process.argv[2];
const dir = given ?? mkdtempSync(join(tmpdir(), 'taploop-bench-alone-'));
const db = await createDb({ dataDir: dir });
await migrate(db);
process.stdout.write('ready\n');
await new Promise((ok) => setTimeout(ok, 3000));
process.stdout.write(`${JSON.stringify({ rssMb: process.memoryUsage().rss / 1048576 })}\n`);
await db.close();
if (!given) rmSync(dir, { recursive: true, force: true });
