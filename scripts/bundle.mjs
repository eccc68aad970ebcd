// Bundles the compiled entry points (dist/main.js, dist/app/cli/main.js) with
// esbuild into dist/.bundle/ (main.js, cli.js and the chunks the dynamic
// imports split off), run by scripts/launch.mjs after tsc. Node's ES module
// loader spends most of a start resolving and reading files, about a
// millisecond each for 400 of ours and 1,300 of typebox, kysely and jose:
// one file instead halves module loading (docs/decisions.md, "Operations").
// Other packages stay outside (their own files, assets beside them,
// require()s of optional modules). A module's import.meta (root-relative
// paths: docs/, package.json, .cache/) is rewritten to its dist/ file's, so
// it finds what it finds unbundled.
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(dist, '.bundle');
/**
 * Packages left in node_modules, loaded by Node as they are: PGlite (its WASM
 * and file-system bundle beside it), what loads lazily and is large (the AWS
 * SDK, the MCP SDK, ioredis, the X.509 library), packages that find files
 * next to their own (pino's transports, @fastify/view, commander's
 * subcommands) and optional native modules. Everything else is bundled.
 */
const EXTERNAL = new Set([
  '@electric-sql/pglite',
  '@modelcontextprotocol/server',
  '@peculiar/x509',
  '@fastify/view',
  'pino',
  'commander',
  'ioredis',
  'pg-native',
]);
const external = (name) => EXTERNAL.has(name) || name.startsWith('@aws-sdk/') || name.startsWith('@smithy/');

/**
 * pg asks whether it runs in a Cloudflare Worker by constructing a Response
 * when there is no \`navigator\` (Node 20), which makes Node load its fetch
 * implementation (undici, about 0.1 s) in every process that loads pg, the
 * CLI included. Where \`navigator\` is missing it is not a Worker (Workers
 * define it), so the question is asked only where it is defined.
 */
async function pgStream(path) {
  const text = await readFile(path, 'utf8');
  const sniff = 'if (isCloudflareRuntime()) {';
  if (!text.includes(sniff)) return text;
  return text.replace(sniff, "if (typeof navigator === 'object' && isCloudflareRuntime()) {");
}

/**
 * The bundled pg (and the pg-pool it extends) handed to tracing as it loads:
 * no require hook sees a bundled module, so the pg instrumentation patches
 * these copies through src/app/tracing/bundled.ts's hook (its symbol's key
 * below); with tracing off the hook is not there and this does nothing.
 */
async function pgIndex(path) {
  const text = await readFile(path, 'utf8');
  return `${text}
;{
  const handOver = globalThis[Symbol.for('partner-commerce-api.tracing.bundled-module')];
  if (handOver) {
    handOver('pg', module.exports);
    handOver('pg-pool', require('pg-pool'));
  }
}
`;
}

const NODE_BUILTINS = new Set(builtinModules);
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
  // Bundled CommonJS packages require Node's own modules (and the external
  // packages): an ES module has no \`require\`, so each output file makes one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [
    {
      name: 'partner-api',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('node:') || external(packageOf(args.path)) || NODE_BUILTINS.has(packageOf(args.path))
            ? { path: args.path, external: true }
            : undefined,
        );
        b.onLoad({ filter: /\.js$/ }, async (args) => {
          if (args.path.endsWith('/node_modules/pg/lib/stream.js')) return { contents: await pgStream(args.path), loader: 'js' };
          if (args.path.endsWith('/node_modules/pg/lib/index.js')) return { contents: await pgIndex(args.path), loader: 'js' };
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
