// Bundles the compiled entry points (dist/main.js, dist/app/cli/main.js) with
// esbuild into dist/.bundle/ (main.js, cli.js and the chunks the dynamic
// imports split off), run by scripts/launch.mjs after tsc. Node's ES module
// loader spends most of a start resolving and reading files, about a
// millisecond each for 400 of ours and 1,300 of typebox, kysely and jose:
// one file instead halves module loading (docs/decisions.md, "Start-up").
// Other packages stay outside (their own files, assets beside them,
// require()s of optional modules). A module's import.meta (root-relative
// paths: docs/, package.json, .cache/) is rewritten to its dist/ file's, so
// it finds what it finds unbundled.
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(dist, '.bundle');
/** ES module packages of many small files, bundled. */
const INLINE = new Set(['typebox', 'kysely', 'jose']);

const packageOf = (path) => (path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]);

await rm(out, { recursive: true, force: true });
await build({
  entryPoints: { main: join(dist, 'main.js'), cli: join(dist, 'app', 'cli', 'main.js') },
  outdir: out,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'error',
  plugins: [
    {
      name: 'partner-api',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (INLINE.has(packageOf(args.path)) ? undefined : { path: args.path, external: true }));
        b.onLoad({ filter: /\.js$/ }, async (args) => {
          if (!args.path.startsWith(`${dist}/`)) return undefined;
          let text = await readFile(args.path, 'utf8');
          if (text.includes('import.meta')) {
            const file = JSON.stringify(relative(out, args.path));
            const dir = JSON.stringify(`${relative(out, dirname(args.path))}/`);
            text = text
              .replaceAll('import.meta.url', `new URL(${file}, import.meta.url).href`)
              .replaceAll('import.meta.dirname', `decodeURIComponent(new URL(${dir}, import.meta.url).pathname).replace(/\\/$/, '')`);
          }
          return { contents: text, loader: 'js' };
        });
      },
    },
  ],
});
