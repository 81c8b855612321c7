// The exporting process of the export-memory scenario: serves GET /v1/export from DATABASE_URL, reads the whole
// stream, and prints its own RSS before and at its peak as one JSON line.

import { createDb } from '../../../db/client.ts';
import { createGateway } from '../../../gateway/core/gateway.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { createLocalEmbedding } from '../../../gateway/learning/embeddings/local.ts';
import { createApp } from '../../../gateway/server/app.ts';
import { testConfig } from '../../helpers/gateway.ts';

const format = process.argv[2] ?? 'jsonl';
const db = await createDb({ databaseUrl: process.env.DATABASE_URL! });
const config = testConfig();
const gateway = await createGateway({ db, config, embeddings: await createLocalEmbedding(), logger: silentLogger });
const app = createApp({ gateway, config, logger: silentLogger });

const base = process.memoryUsage().rss;
let peak = base;
let bytes = 0;
let lines = 0;
const res = await app.request(`/v1/export?format=${format}`);
const reader = res.body!.getReader();
for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
  bytes += chunk.value.byteLength;
  for (let i = chunk.value.indexOf(10); i !== -1; i = chunk.value.indexOf(10, i + 1)) lines++;
  peak = Math.max(peak, process.memoryUsage().rss);
}
process.stdout.write(`${JSON.stringify({ status: res.status, base, peak, bytes, lines })}\n`);
await db.close();
