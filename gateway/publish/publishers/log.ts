// The default publisher: appends one JSON line per publication to a file in the data folder, and logs it.
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Logger } from '../../logger.ts';
import type { Publisher } from './publisher.ts';

export function createLogPublisher(opts: { file?: string; dataDir: string; logger: Logger }): Publisher {
  const file = opts.file ?? join(opts.dataDir, 'published.jsonl');
  return {
    type: 'log',
    async publish(req) {
      await mkdir(dirname(file), { recursive: true });
      const line = { at: new Date().toISOString(), publication_id: req.publicationId, run_id: req.runId, goal: req.goal, target: req.target, text: req.text };
      await appendFile(file, `${JSON.stringify(line)}\n`);
      opts.logger.info('published (log publisher)', { file, publication_id: req.publicationId, goal: req.goal });
      return { externalId: null };
    },
  };
}
