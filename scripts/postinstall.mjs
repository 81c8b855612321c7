// `postinstall`: applies patches/ (the postgres.js fixes for two crashes when Postgres restarts under load) with
// patch-package in a clone. The packed tarball bundles postgres already patched and has no patch-package (a dev
// dependency), so an installed copy only checks that the fixes are there. Plain JavaScript: nothing is built yet.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// One marker per fix: the write on a closed socket (#1154) and the dropped array-types promise (#1192).
const MARKERS = ['taploop patch (porsager/postgres#1154', 'taploop patch (porsager/postgres#1192'];

let patchPackage = null;
try {
  patchPackage = require.resolve('patch-package/index.js');
} catch {
  // an installed tarball: no dev dependencies
}
if (patchPackage) {
  const r = spawnSync(process.execPath, [patchPackage, '--error-on-fail'], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
// postgres exports no subpaths: find its folder from its main file (cjs/src/index.js).
const root = join(dirname(require.resolve('postgres')), '..', '..');
const files = ['src/connection.js', 'cjs/src/connection.js'];
const unpatched = files.filter((f) => {
  const text = readFileSync(join(root, f), 'utf8');
  return !MARKERS.every((m) => text.includes(m));
});
if (unpatched.length) {
  console.error(
    `taploop: ${unpatched.join(', ')} lacks the crash fixes in patches/; reinstall from the taploop tarball.`,
  );
  process.exit(1);
}
