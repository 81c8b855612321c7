// A full disk under one folder, for the process that loads this first (`node --import`): while the file named by
// FULL_DISK_WHEN exists, every write to a file opened under FULL_DISK_DIR fails with ENOSPC exactly as Node raises it.
// Every write, overwrites included, as on a copy-on-write file system (btrfs, ZFS) with no free blocks; PGlite's
// files go through these node:fs calls (Emscripten's NODEFS), so the database meets the error a real disk would give.
// Plain JavaScript, so it loads before or without tsx.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve, sep } from 'node:path';

const dir = process.env.FULL_DISK_DIR ? resolve(process.env.FULL_DISK_DIR) + sep : null;
const when = process.env.FULL_DISK_WHEN ?? '';
const inside = new Set(); // descriptors of files opened under the folder
const { openSync, closeSync, writeSync, existsSync } = fs;

fs.openSync = (path, ...rest) => {
  const fd = openSync(path, ...rest);
  if (dir && resolve(String(path)).startsWith(dir)) inside.add(fd);
  return fd;
};
fs.closeSync = (fd) => {
  inside.delete(fd);
  closeSync(fd);
};
fs.writeSync = (fd, ...rest) => {
  if (inside.has(fd) && existsSync(when)) {
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
      errno: -28,
      code: 'ENOSPC',
      syscall: 'write',
    });
  }
  return writeSync(fd, ...rest);
};
syncBuiltinESMExports(); // `import { writeSync } from 'node:fs'` sees these too
