// Baseline for a warm `taploop start` on PGlite: the embedded database alone, opened and migrated with plain node
// from the same compiled db layer (dist/), then "ready" on stdout. The argument is the DATA_DIR to open.
import { createDb } from '../../dist/db/client.js';
import { migrate } from '../../dist/db/migrate.js';

const db = await createDb({ dataDir: process.argv[2] });
await migrate(db);
process.stdout.write('ready\n');
process.once('SIGTERM', () => void db.close().then(() => process.exit(0)));
