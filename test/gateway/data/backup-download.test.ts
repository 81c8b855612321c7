// A backup download that is read slowly, or not at all, never holds the database: taps and submits go on meanwhile.
// (PGlite is one connection; the snapshot is one transaction on it, so it is spooled to a file before it is served.)
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, submit } from '../../helpers/runs.ts';

const ROWS = 3000;
let t: TestGateway;

beforeAll(async () => {
  t = await createTestGateway();
  // ~1 MB of text that gzip cannot shrink much: far more than the stream buffers between the dump and the reader.
  await t.testDb.db.query(
    `insert into runs (id, goal, task, draft, status, created_at)
     select 'run_' || lpad(g::text, 10, '0'), 'posts', 'task ' || g,
            md5(g::text) || md5((g * 7)::text) || md5((g * 13)::text) || md5((g * 31)::text) || md5((g * 37)::text)
              || md5((g * 41)::text) || md5((g * 43)::text) || md5((g * 47)::text),
            'pending', now() - interval '1 day' + g * interval '1 ms'
     from generate_series(1, $1) g`,
    [ROWS],
  );
}, 120_000);
afterAll(() => t?.close());

describe('GET /v1/backup with a reader that does not read', () => {
  it('a submit and a decision answer while the download waits, and the file is whole when read at last', async () => {
    const download = await t.request('GET', '/v1/backup');
    expect(download.status).toBe(200);
    // The body is not read yet. Before: the snapshot's transaction waited on this reader, and every query behind it.
    const within = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<never>((_, no) => setTimeout(() => no(new Error('held by the backup')), 10_000))]);
    const id = await within(submit(t, { goal: 'posts', task: 'During a backup', draft: 'Hello while backing up.' }));
    const decided = await within(decideVia(t, id, { action: 'approve' }));
    expect(decided.status).toBe(201);

    const lines = gunzipSync(Buffer.from(await download.arrayBuffer()))
      .toString('utf8')
      .trim()
      .split('\n');
    const end = JSON.parse(lines.at(-1)!) as { end: boolean; rows: Record<string, number> };
    expect(end.end).toBe(true);
    expect(end.rows.runs).toBeGreaterThanOrEqual(ROWS);
  }, 60_000);
});
