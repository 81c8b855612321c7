// The owner's data: export of runs and decisions and the backup of every table (both streamed), forget, and the
// release of a restored copy.
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import { toExportSummary, toForgetAnswer, toReleaseAnswer } from '../../contract/answers.ts';
import type { OwnerData } from '../../core/doors.ts';
import { exportQuery } from '../../data/export.ts';
import { streamOf } from '../../data/stream.ts';
import type { Config } from '../../kernel/config.ts';
import { requireOwner } from '../http/auth.ts';
import { parse, query } from '../http/validate.ts';

const CONTENT_TYPE = {
  jsonl: 'application/x-ndjson',
  pairs: 'application/x-ndjson',
  csv: 'text/csv; charset=utf-8',
} as const;

export function dataRoutes(gateway: OwnerData, { ownerToken }: Pick<Config, 'ownerToken'>) {
  const app = new Hono();
  // Owner-only twice over: apiAuth's agent allow-list does not list these, and this guard says so where they live.
  const owner = requireOwner({ ownerToken });
  app.use('/export', owner);
  app.use('/backup', owner);
  app.delete('/runs/:id', owner);
  app.use('/release', owner);

  // GET /v1/export?format=jsonl|pairs|csv&goal=&since=&until= — every run and its decision, streamed page by page
  app.get('/export', async (c) => {
    const q = query(c, exportQuery);
    const { summary, lines } = await gateway.exportRuns(q);
    return c.body(streamOf(lines), 200, {
      'content-type': CONTENT_TYPE[q.format],
      'content-disposition': `attachment; filename="taploop-${q.format}.${q.format === 'csv' ? 'csv' : 'jsonl'}"`,
      // What the file holds and what a pairs file leaves out, known before the first row.
      'taploop-export-summary': JSON.stringify(toExportSummary(summary)),
    });
  });

  // GET /v1/backup — a consistent snapshot of every table, gzip'd JSONL (taploop restore loads it)
  app.get('/backup', (c) => {
    const body = Readable.toWeb(gateway.backup()) as ReadableStream<Uint8Array>;
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="taploop-backup-${day}.jsonl.gz"`,
    });
  });

  // DELETE /v1/runs/:id — forget a run: its texts go from every table, embedding and published.jsonl; counts stay
  app.delete('/runs/:id', async (c) => {
    const id = parse(
      z.string().regex(/^run_[0-9a-z]{6,40}$/, 'expected a run id like run_…'),
      c.req.param('id'),
      'run id',
    );
    return c.json(toForgetAnswer(id, await gateway.forgetRun(id)));
  });

  // POST /v1/release — a restored copy starts held (its outboxes send nothing, its bots wait): the owner lets it go
  app.post('/release', async (c) => c.json(toReleaseAnswer(await gateway.release())));

  return app;
}
