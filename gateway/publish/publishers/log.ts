// The default publisher: appends one JSON line per publication to a file in the data folder (each publication once), and logs it.
import { appendFile, mkdir, open } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { withFileLock } from '../../kernel/file-lock.ts';
import type { Logger } from '../../kernel/logger.ts';
import type { Publisher, PublishRequest } from './publisher.ts';

/**
 * The file is its own journal: before appending, the lines written since the last look are read and their
 * publication ids remembered. A retry after a crash between the append and `markPublished` finds its line
 * and appends nothing, so each publication is in the file once.
 */
export function createLogPublisher(opts: { file?: string; dataDir: string; logger: Logger }): Publisher {
  const file = resolve(opts.file ?? join(opts.dataDir, 'published.jsonl'));
  return {
    type: 'log',
    async publish(req) {
      await mkdir(dirname(file), { recursive: true });
      // Held from the look to the append: a rewrite (retention, forget) cannot slip between them and drop the line.
      return withFileLock(file, () => append(req));
    },
  };

  async function append(req: PublishRequest): Promise<{ externalId: string }> {
    if (await alreadyWritten(file, req.publicationId)) {
      opts.logger.info('publication already in the log file; not written again', {
        file,
        publication_id: req.publicationId,
      });
      return { externalId: req.publicationId };
    }
    const line = {
      at: new Date().toISOString(),
      publication_id: req.publicationId,
      run_id: req.runId,
      goal: req.goal,
      target: req.target,
      text: req.text,
    };
    // One write of one line: a crash leaves the line whole or absent.
    await appendFile(file, `${JSON.stringify(line)}\n`);
    journalOf(file).ids.add(req.publicationId);
    opts.logger.info('published (log publisher)', { file, publication_id: req.publicationId, goal: req.goal });
    return { externalId: req.publicationId };
  }
}

interface Journal {
  /** Bytes of the file already read (up to the last complete line). */
  offset: number;
  ids: Set<string>;
}

const journals = new Map<string, Journal>();
const journalOf = (file: string): Journal =>
  journals.get(file) ?? journals.set(file, { offset: 0, ids: new Set() }).get(file)!;

async function alreadyWritten(file: string, publicationId: string): Promise<boolean> {
  const journal = journalOf(file);
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  try {
    const { size } = await handle.stat();
    if (size < journal.offset) {
      // Rotated or truncated: read it again from the start.
      journal.offset = 0;
      journal.ids.clear();
    }
    if (size > journal.offset) {
      const buffer = Buffer.alloc(size - journal.offset);
      await handle.read(buffer, 0, buffer.length, journal.offset);
      const complete = buffer.lastIndexOf(10); // '\n'
      if (complete >= 0) {
        for (const line of buffer.subarray(0, complete).toString('utf8').split('\n')) {
          const id = idOf(line);
          if (id) journal.ids.add(id);
        }
        journal.offset += complete + 1;
      }
    }
  } finally {
    await handle.close();
  }
  return journal.ids.has(publicationId);
}

function idOf(line: string): string | null {
  try {
    const id = (JSON.parse(line) as { publication_id?: unknown }).publication_id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null; // not one of ours
  }
}
