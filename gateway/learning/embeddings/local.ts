// Offline default embedding: SIF-weighted average of shipped GloVe word vectors, no network, no download.
// A text (Arora et al. 2017) is tokenized, its words' vectors summed (each pre-scaled by a/(a+p(w)) so frequent words
// count less), the shipped common component removed, and the sum L2-normalised. Words missing from the table are
// hashed from their character n-grams into the same space, so rare names still match themselves.
// scripts/build-word-vectors.ts makes the data; if it changes the maths or the table, bump LOCAL_MODEL so stored
// vectors of the old model are never compared with new ones.

import { closeSync, openSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { EmbeddingProvider } from '../../kernel/embedding.ts';

export const LOCAL_MODEL = 'local-sif-v1';

/**
 * The cosine few pairs of different same-domain situations reach (the false matches that matter) in the paraphrase
 * set of test/gateway/learning/embeddings/local.test.ts: lower matches other situations, higher loses paraphrases.
 */
export const LOCAL_THRESHOLD = 0.45;

export const DATA_DIR = new URL('./data/', import.meta.url);
export const TABLE_FILE = 'wink-sif-100d.bin';
export const WORDS_FILE = 'wink-sif-100d.words.txt';

// Binary layout (little-endian), written by scripts/build-word-vectors.ts:
//   "TLWV" | u32 format | u32 count | u32 dims | u32 bits | f32 hashNorm
//   | f32[dims] common component | f32[count] row scale | packed codes (count*dims*bits/8 bytes)
// A row's vector is rowScale[i] * code; the row scale already includes the SIF weight of the word.
// Codes are signed and stored offset-binary: int8 as byte+128, int4 as nibble+8 (low nibble first).
export const TABLE_MAGIC = 'TLWV';
export const TABLE_FORMAT = 1;
export const HEADER_BYTES = 24;

/** Function words that carry no situation; a text of only these embeds to null. Shared with the generator. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can cannot could did do does doing down during each few for from further had has ' +
    'have having he her here hers herself him himself his how i if in into is it its itself just me more ' +
    'most my myself no nor not now of off on once only or other our ours ourselves out over own same she ' +
    'should so some such than that the their theirs them themselves then there these they this those ' +
    'through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours yourself yourselves also us let get got may might must shall ' +
    // Fragments left by splitting contractions on the apostrophe ("don't" -> "don", "t").
    's t d ll m re ve don doesn didn isn aren wasn weren won wouldn shouldn couldn hasn haven hadn'
  ).split(' '),
);

/**
 * Words that frame almost every situation this product sees (the kind of task, who it is for): at half weight, "reply
 * to someone asking about X" matches a paraphrase of X before every other "reply to someone asking ...".
 */
export const FRAME_WORDS: ReadonlySet<string> = new Set(
  (
    'reply replies respond response answer answers write draft create compose describe someone somebody ' +
    'customer customers ask asks asked asking question questions comment comments message messages tell ' +
    'say share know help people user users buyer post posts'
  ).split(' '),
);
const FRAME_WEIGHT = 0.5;

/** Lowercase, split on anything that is not a letter, drop stop words and one-letter fragments. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w));
}

/** Cosine similarity; 0 when either vector has no length (never NaN). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error(`cosine: length ${a.length} vs ${b.length}`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  const n = Math.sqrt(na * nb);
  return n > 0 ? dot / n : 0;
}

export interface WordTable {
  readonly dims: number;
  readonly bits: 4 | 8;
  readonly hashNorm: number;
  readonly common: Float32Array;
  readonly rowScale: Float32Array;
  readonly codes: Uint8Array;
  readonly index: ReadonlyMap<string, number>;
}

/** Parse the shipped binary + word list; throws on any mismatch so a corrupt table never embeds silently. */
export function parseWordTable(bin: Uint8Array, wordsText: string): WordTable {
  const view = new DataView(bin.buffer, bin.byteOffset, bin.byteLength);
  const magic = String.fromCharCode(bin[0] ?? 0, bin[1] ?? 0, bin[2] ?? 0, bin[3] ?? 0);
  if (magic !== TABLE_MAGIC) throw new Error(`word table: bad magic ${JSON.stringify(magic)}`);
  const format = view.getUint32(4, true);
  if (format !== TABLE_FORMAT) throw new Error(`word table: unsupported format ${format}`);
  const count = view.getUint32(8, true);
  const dims = view.getUint32(12, true);
  const bits = view.getUint32(16, true);
  if (bits !== 4 && bits !== 8) throw new Error(`word table: unsupported bits ${bits}`);
  const hashNorm = view.getFloat32(20, true);
  const floats = (offset: number, n: number): Float32Array => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = view.getFloat32(offset + 4 * i, true);
    return out;
  };
  const common = floats(HEADER_BYTES, dims);
  const scaleAt = HEADER_BYTES + 4 * dims;
  const rowScale = floats(scaleAt, count);
  const codesAt = scaleAt + 4 * count;
  const codeBytes = (count * dims * bits) / 8;
  if (bin.byteLength !== codesAt + codeBytes) {
    throw new Error(`word table: ${bin.byteLength} bytes, expected ${codesAt + codeBytes}`);
  }
  const words = wordsText.split('\n');
  if (words[words.length - 1] === '') words.pop();
  if (words.length !== count) throw new Error(`word table: ${words.length} words for ${count} rows`);
  const index = new Map<string, number>();
  words.forEach((w, i) => index.set(w, i));
  return { dims, bits, hashNorm, common, rowScale, codes: bin.subarray(codesAt), index };
}

/** Add weight * (vector of row) to acc, decoding the packed codes on the fly (no 40 MB float copy). */
function addRow(t: WordTable, row: number, weight: number, acc: Float64Array): void {
  const s = t.rowScale[row]! * weight;
  const d = t.dims;
  if (t.bits === 8) {
    const base = row * d;
    for (let i = 0; i < d; i++) acc[i]! += s * (t.codes[base + i]! - 128);
    return;
  }
  const base = (row * d) / 2;
  for (let i = 0; i < d; i += 2) {
    const byte = t.codes[base + i / 2]!;
    acc[i]! += s * ((byte & 15) - 8);
    acc[i + 1]! += s * ((byte >> 4) - 8);
  }
}

/** 32-bit FNV-1a: tiny, stable across platforms and Node versions, good enough spread for n-grams. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A word missing from the table becomes the signed-hash sum of its character 3- to 5-grams, scaled to
 * hashNorm: the same word always lands on the same direction (exact matches of names still count) and
 * spelling variants share n-grams, while unrelated rare words are near-orthogonal in 100 dimensions.
 */
function addHashed(t: WordTable, word: string, acc: Float64Array): void {
  const marked = `<${word}>`;
  const v = new Float64Array(t.dims);
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= marked.length; i++) {
      const h = fnv1a(marked.slice(i, i + n));
      v[h % t.dims]! += h & 0x80000000 ? -1 : 1;
    }
  }
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  if (!(norm > 0)) return;
  const k = t.hashNorm / norm;
  for (let i = 0; i < t.dims; i++) acc[i]! += k * v[i]!;
}

/** The normalised SIF vector of one text, or null when it has no content words. */
export function embedText(t: WordTable, text: string): number[] | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  const acc = new Float64Array(t.dims);
  for (const w of tokens) {
    const row = t.index.get(w);
    if (row === undefined) addHashed(t, w, acc);
    else addRow(t, row, FRAME_WORDS.has(w) ? FRAME_WEIGHT : 1, acc);
  }
  // Remove the shared "any English sentence" direction; it is what made unrelated texts look alike.
  let proj = 0;
  for (let i = 0; i < t.dims; i++) proj += acc[i]! * t.common[i]!;
  let norm = 0;
  for (let i = 0; i < t.dims; i++) {
    acc[i]! -= proj * t.common[i]!;
    norm += acc[i]! * acc[i]!;
  }
  norm = Math.sqrt(norm);
  // Only reachable if a text lies exactly on the removed direction; treat it as meaningless, not NaN.
  if (!(norm > 1e-12) || !Number.isFinite(norm)) return null;
  return Array.from(acc, (x) => x / norm);
}

export async function loadWordTable(dir: URL = DATA_DIR): Promise<WordTable> {
  const [bin, words] = await Promise.all([
    readFile(new URL(TABLE_FILE, dir)),
    readFile(new URL(WORDS_FILE, dir), 'utf8'),
  ]);
  return parseWordTable(bin, words);
}

let cached: Promise<WordTable> | undefined;

function table(): Promise<WordTable> {
  cached ??= loadWordTable().catch((err: unknown) => {
    cached = undefined; // let a later call retry instead of caching the failure forever
    throw err;
  });
  return cached;
}

/** The offline provider: the shared table (~6 MB) loads on the first embed (the server warms it), not at creation. */
export async function createLocalEmbedding(): Promise<EmbeddingProvider> {
  return {
    model: LOCAL_MODEL,
    dimensions: tableDimensions(),
    threshold: LOCAL_THRESHOLD,
    embed: async (texts) => {
      const loaded = await table();
      return texts.map((text) => embedText(loaded, text));
    },
  };
}

/** The vector length, from the table's header alone (parseWordTable checks the rest when it loads). */
function tableDimensions(dir: URL = DATA_DIR): number {
  const header = Buffer.alloc(HEADER_BYTES);
  const fd = openSync(new URL(TABLE_FILE, dir), 'r');
  try {
    readSync(fd, header, 0, HEADER_BYTES, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1', 0, 4) !== TABLE_MAGIC) throw new Error('word table: bad magic');
  return header.readUInt32LE(12);
}
