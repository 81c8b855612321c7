// A private Postgres server (initdb in a temp folder, loopback port) that a test may restart: restarting the shared
// server (pg_ctlcluster … restart) would break every other test file connected to it at that moment.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from './taploop-process.ts';

const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres:// URL of an empty database on it (superuser, trust auth on loopback). */
  url: string;
  /** Stops the server (fast shutdown: sessions are cut, open transactions roll back), waits `downMs`, starts it again. */
  restart(downMs: number): Promise<void>;
  close(): Promise<void>;
}

/** initdb and pg_ctl of a Postgres whose extension folder has pgvector, or null. */
function findBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  const v = versions.find(
    (v) =>
      existsSync(join(base, v, 'bin', 'initdb')) && existsSync(`/usr/share/postgresql/${v}/extension/vector.control`),
  );
  return v ? join(base, v, 'bin') : null;
}

/** Why no private server can run here, or null when one can (checked without starting anything). */
export function privatePostgresUnavailable(): string | null {
  if (process.env.STRESS_NO_PRIVATE_PG === '1') return 'STRESS_NO_PRIVATE_PG=1';
  if (!findBinaries()) return 'no Postgres binaries with pgvector under /usr/lib/postgresql';
  // Postgres refuses to run as root; root can run it as the postgres user. Anyone else would need their own install.
  if (process.getuid?.() !== 0) return 'not root, so initdb cannot run as the postgres user';
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    return 'no postgres system user';
  }
  return null;
}

/** A private server, or why there can be none here (then the caller skips the restart and says so). */
export async function startPrivatePostgres(): Promise<PrivatePostgres | { unavailable: string }> {
  const unavailable = privatePostgresUnavailable();
  if (unavailable) return { unavailable };
  const bin = findBinaries()!;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const dir = mkdtempSync(join(tmpdir(), 'taploop-stress-pg-'));
  chownSync(dir, uid, uid);
  const data = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (tool: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const pgStart = () =>
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  const pgStop = (mode: 'fast' | 'immediate') =>
    asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);

  // A test process that dies before afterAll must not leave a server running.
  const onExit = () => {
    try {
      execFileSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'], {
        stdio: 'ignore',
      });
    } catch {
      // already stopped
    }
  };
  try {
    await asPostgres('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    await pgStart();
    process.on('exit', onExit);
    const admin = postgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 1, onnotice: () => {} });
    await admin.unsafe('create database taploop');
    await admin.end();
  } catch (err) {
    onExit();
    rmSync(dir, { recursive: true, force: true });
    return { unavailable: `private Postgres did not start: ${(err as Error).message.split('\n')[0]}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/taploop`,
    async restart(downMs) {
      await pgStop('fast');
      await new Promise((ok) => setTimeout(ok, downMs));
      await pgStart();
    },
    async close() {
      process.off('exit', onExit);
      await pgStop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
