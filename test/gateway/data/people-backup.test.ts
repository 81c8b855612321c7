// Invariant 12 for people: a backup carries people and the log of their changes to either backend; live sign-in
// credentials (sessions, unused links) stay out, so neither the file nor a copy restored from it signs anyone in.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../../../db/backup.ts';
import { createPeople, type People } from '../../../gateway/core/people.ts';
import { backupLines } from '../../../gateway/data/lines.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { everyRow, otherBackendDb } from '../../helpers/backup.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';

describe('backup and restore of people', () => {
  let t: TestGateway;
  let people: People;
  let session: string;
  let unusedLink: string;
  let file: string;
  beforeAll(async () => {
    t = await createTestGateway();
    people = createPeople({ db: t.testDb.db, config: t.config, logger: silentLogger });
    await people.add({ name: 'Ann', role: 'owner', telegram_id: '42' }, 'cli');
    await people.add({ name: 'Mina', role: 'reviewer', goals: ['posts'], slack_id: 'U0MINA' }, 'cli');
    await people.change('Mina', { goals: ['posts', 'replies'] }, 'Ann');
    const signedIn = await people.signIn((await people.signInLink('Mina', 'cli')).url.split('/').pop()!);
    if (signedIn.state !== 'signed-in') throw new Error(signedIn.state);
    session = signedIn.session;
    unusedLink = (await people.signInLink('Ann', 'cli')).url.split('/').pop()!;

    const res = await t.request('GET', '/v1/backup');
    expect(res.status).toBe(200);
    file = join(mkdtempSync(join(tmpdir(), 'taploop-people-backup-')), 'backup.jsonl.gz');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  }, 60_000);
  afterAll(() => t?.close());

  it('holds people and their change log, and no session or sign-in link', () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const tables = lines.filter((l) => l.startsWith('{"table"')).map((l) => (JSON.parse(l) as { table: string }).table);
    expect(tables).toEqual(expect.arrayContaining(['people', 'people_changes']));
    expect(tables).not.toContain('web_sessions');
    expect(tables).not.toContain('sign_in_links');
  });

  it('restores people and the log into the other backend; the copy signs nobody in with the old session or link', async () => {
    const target = await otherBackendDb();
    try {
      await restoreDatabase(target.db, backupLines(file));
      const restored = await everyRow(target.db);
      const source = await everyRow(t.testDb.db);
      expect(restored.people).toEqual(source.people);
      expect(restored.people_changes).toEqual(source.people_changes);
      expect(restored.people).toHaveLength(2);
      expect(restored.people_changes!.length).toBeGreaterThanOrEqual(5); // 2 added, changed, link, signed-in, link

      const copy = createPeople({ db: target.db, config: t.config, logger: silentLogger });
      expect(await copy.personOfSession(session)).toBeNull();
      expect((await copy.readSignInLink(unusedLink)).state).toBe('unknown');
      // The restored people sign in again with a new link.
      const fresh = await copy.signIn((await copy.signInLink('Mina', 'cli')).url.split('/').pop()!);
      expect(fresh.state).toBe('signed-in');
      expect((await copy.get('mina')).goals).toEqual(['posts', 'replies']);
    } finally {
      await target.close();
    }
  });
});
