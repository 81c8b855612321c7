// `taploop people` and `taploop sign-in-link` as an owner runs them: through the running gateway with the owner token,
// or on the database itself when none runs; the link is PUBLIC_URL's (else the local address) and signs in once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOneLine, runCli } from '../helpers/cli.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { type ServedGateway, serveGateway } from '../helpers/serve.ts';

const OWNER = 'owner-3f9a1c7e5b2d4086a1c3e5f7b9d2a4c6';
const LINK = /^https:\/\/taploop\.example\.com\/sign-in\/[A-Za-z0-9_-]{43}$/;

describe('with a running gateway', () => {
  let t: TestGateway;
  let served: ServedGateway;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await createTestGateway({ env: { TAPLOOP_OWNER_TOKEN: OWNER, PUBLIC_URL: 'https://taploop.example.com' } });
    served = await serveGateway(t);
    env = { TAPLOOP_URL: served.url, TAPLOOP_OWNER_TOKEN: OWNER };
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  it('people add, list, and sign-in-link print what they did; the link is PUBLIC_URL’s', async () => {
    const added = await runCli(
      ['people', 'add', 'Mina', '--role', 'reviewer', '--goals', 'posts,replies', '--telegram', '77'],
      { env },
    );
    expect(added.stderr).toBe('');
    expect(added.stdout).toBe(
      'added Mina: a reviewer of “posts” and “replies”\nnext: taploop sign-in-link Mina (a link to the web inbox, valid 15 minutes)\n',
    );
    const list = await runCli(['people'], { env });
    expect(list.stdout.split('\n')).toEqual([
      'name  role      goals          telegram  slack',
      'Mina  reviewer  posts,replies  77        —',
      '',
    ]);
    const link = await runCli(['sign-in-link', 'mina'], { env });
    expect(link.code).toBe(0);
    expect(link.stdout.trim()).toMatch(LINK);
    expect(link.stderr).toMatch(/^a one-time link for Mina \(a reviewer of “posts” and “replies”\), valid until /);
    const log = await t.testDb.db.query<{ change: string; actor: string }>(
      `select change, actor from people_changes order by created_at, id`,
    );
    expect(log).toEqual([
      { change: 'added', actor: 'owner token' },
      { change: 'link', actor: 'owner token' },
    ]);
  });

  it('a mistake is one line in the command’s own options, and nothing is added', async () => {
    const r = await runCli(['people', 'add', 'Bob', '--role', 'boss'], { env });
    expect(expectOneLine(r)).toBe('Not added: --role must be "owner", "reviewer" or "viewer".');
    const nobody = await runCli(['sign-in-link', 'Nobody'], { env });
    expect(expectOneLine(nobody)).toBe('No person called “Nobody”: taploop people lists them.');
  });
});

describe('with no gateway running: on the database itself', () => {
  let pg: TestDb | null = null;
  let env: Record<string, string>;
  beforeAll(async () => {
    pg = onPostgres() ? await createTestDb() : null;
    const data = join(mkdtempSync(join(tmpdir(), 'taploop-people-cli-')), 'data');
    env = {
      TAPLOOP_URL: 'http://127.0.0.1:9', // nothing answers there
      PORT: '8899',
      TELEGRAM_BOT_TOKEN: '123:fake',
      TELEGRAM_OWNER_IDS: '42',
      ...(pg ? { DATABASE_URL: pg.url! } : { DATA_DIR: data }),
    };
  });
  afterAll(() => pg?.close());

  it('TELEGRAM_OWNER_IDS are owners; a person added is listed; the link is the local address', async () => {
    const added = await runCli(['people', 'add', 'Vic', '--role', 'viewer'], { env, timeoutMs: 120_000 });
    expect(added.stdout.split('\n')[0]).toBe('added Vic: a viewer (daily counts only)');
    const list = await runCli(['people', 'list', '--json'], { env, timeoutMs: 120_000 });
    const people = JSON.parse(list.stdout) as { name: string; role: string; telegram_id: string | null }[];
    expect(people.map((p) => [p.name, p.role, p.telegram_id])).toEqual([
      ['telegram-42', 'owner', '42'],
      ['Vic', 'viewer', null],
    ]);
    const link = await runCli(['sign-in-link', 'Vic'], { env, timeoutMs: 120_000 });
    expect(link.stdout.trim()).toMatch(/^http:\/\/127\.0\.0\.1:8899\/sign-in\/[A-Za-z0-9_-]{43}$/);
  }, 240_000);
});
