// The `taploop` command as production runs it: one esbuild bundle of the CLI and the service it starts, written over
// tsc's dist/gateway/cli/index.js (code split, so `--help`, `mcp` and `draft` still load only their own chunks).
// Node 20 loads ES modules one file at a time, and the ~470 files of a start (our modules, zod, hono, prom-client…)
// cost about 100 ms of the main thread, the one PGlite's start needs too (README, "Footprint").
// tsc's per-file output stays beside it: the .d.ts and `./client` of the package, and the benchmarks' baselines.
// Plain JavaScript, run by scripts/build.mjs after tsc.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

/**
 * Left as files: PGlite and its extensions find their WebAssembly beside their own modules; grammY, Bolt and openai
 * load only when their channel or endpoint is configured; postgres.js is patched in node_modules (patches/).
 */
const EXTERNAL = ['@electric-sql/*', 'grammy', '@grammyjs/*', '@slack/*', 'openai', 'postgres'];

export async function bundleCli(root) {
  const dist = join(root, 'dist');
  const outdir = join(dist, 'gateway', 'cli');
  await build({
    absWorkingDir: root,
    entryPoints: { index: join(root, 'gateway', 'cli', 'index.ts') },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    allowOverwrite: true,
    // Less text to parse at start; names are kept, so a logged stack still reads (and the map points at the source).
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    // Bundled CommonJS packages (prom-client) call require for node's own modules.
    banner: {
      js: "import { createRequire as __taploopRequire } from 'node:module'; const require = __taploopRequire(import.meta.url);",
    },
    plugins: [keepModuleUrls(root, dist, outdir), englishZod()],
  });
}

/**
 * A module that finds its files through import.meta.url (migrations, prompts, the word-vector table) keeps the URL of
 * its own compiled file in dist/, where the build copied those files, instead of the URL of the chunk it lands in.
 */
function keepModuleUrls(root, dist, outdir) {
  return {
    name: 'keep-module-urls',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!source.includes('import.meta.url') || path.includes('node_modules')) return undefined;
        const compiled = join(dist, relative(root, path)).replace(/\.ts$/, '.js');
        const own = `new URL(${JSON.stringify(relative(outdir, compiled))}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
      });
    },
  };
}

/**
 * zod's namespace carries every message locale (`z.locales`, 64 modules, a third of its bundled text) though only
 * English is ever used (zod's default): the bundle keeps English alone, which every start parses less of.
 */
function englishZod() {
  return {
    name: 'english-zod',
    setup(b) {
      b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, ({ path }) => ({
        contents: 'export { default as en } from "./en.js";',
        loader: 'js',
        resolveDir: dirname(path),
      }));
    },
  };
}
