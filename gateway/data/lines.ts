// The lines of a backup file, read as a stream with a bound on each line: memory stays flat whatever the file holds,
// and a file cut short, damaged or holding an oversized line is refused in one line a person can act on.
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { RestoreRefused } from '../../db/backup.ts';

/** Longer than any row taploop writes (a draft is at most 100,000 characters), short enough to hold in memory. */
export const MAX_LINE_BYTES = 8 * 1024 * 1024;

const NEWLINE = 0x0a;

/** The lines of a backup file, gzip'd or plain, each at most `maxLineBytes` long. */
export async function* backupLines(file: string, maxLineBytes = MAX_LINE_BYTES): AsyncGenerator<string> {
  const head = await firstBytes(file);
  const raw = createReadStream(file);
  const input: Readable = head[0] === 0x1f && head[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (err) => input.destroy(err));
  try {
    yield* boundedLines(input, maxLineBytes);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    // zlib's own words ("unexpected end of file", "incorrect header check") say which damage it is.
    if (code.startsWith('Z_'))
      throw new RestoreRefused(
        `The backup file is cut short or damaged (${(err as Error).message}). Nothing was restored.`,
      );
    throw err;
  } finally {
    input.destroy();
    raw.destroy();
  }
}

/** Splits a byte stream on newlines; a line longer than the bound is refused before it is read to its end. */
export async function* boundedLines(input: AsyncIterable<Buffer>, maxLineBytes: number): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  let size = 0;
  let line = 1;
  const tooLong = () =>
    new RestoreRefused(
      `The backup is damaged: line ${line} is longer than ${maxLineBytes / 1024 / 1024} MiB, more than any row taploop writes. Nothing was restored.`,
    );
  for await (const chunk of input) {
    let start = 0;
    for (let nl = chunk.indexOf(NEWLINE, start); nl !== -1; nl = chunk.indexOf(NEWLINE, start)) {
      if (size + nl - start > maxLineBytes) throw tooLong();
      parts.push(chunk.subarray(start, nl));
      yield withoutCr(Buffer.concat(parts).toString('utf8'));
      parts = [];
      size = 0;
      line++;
      start = nl + 1;
    }
    size += chunk.length - start;
    if (size > maxLineBytes) throw tooLong();
    if (start < chunk.length) parts.push(chunk.subarray(start));
  }
  if (size > 0) yield withoutCr(Buffer.concat(parts).toString('utf8'));
}

const withoutCr = (s: string) => (s.endsWith('\r') ? s.slice(0, -1) : s);

function firstBytes(file: string): Promise<Buffer> {
  return new Promise<Buffer>((ok, fail) => {
    const s = createReadStream(file, { start: 0, end: 1 });
    const chunks: Buffer[] = [];
    s.on('data', (c) => chunks.push(c as Buffer))
      .on('end', () => ok(Buffer.concat(chunks)))
      .on('error', fail);
  });
}
