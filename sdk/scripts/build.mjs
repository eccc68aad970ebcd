// Builds the package's dist/ (or the folder after --out) for both module systems:
//   ESM: the TypeScript compiler's output, one .js and one .d.ts per module;
//   CommonJS: esbuild's bundle of the same sources, index.cjs, with a .d.cts
//   beside each .d.ts (the same declarations, importing each other as .cjs), so a
//   TypeScript project on `module: node16` reads CommonJS types for `require`
//   instead of failing with TS1479 on ESM ones.
// Every relative specifier in the declarations ends in .js or .cjs: the compiler
// leaves the sources' .ts endings in declaration files, which TypeScript before
// 5.0 refuses. The build fails when any relative import in dist/ names a file
// the build did not write, so the tarball never points outside itself.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const sdk = join(import.meta.dirname, '..');
const outFlag = process.argv.indexOf('--out');
const out = outFlag === -1 ? join(sdk, 'dist') : resolve(process.argv[outFlag + 1]);

// The repository's compiler (TypeScript 7, native): the workspace's own TypeScript 5.9 is there for
// openapi-typescript's compiler API, and compiles the SDK in several times the CPU.
const fromRoot = createRequire(join(sdk, '..', 'package.json'));
const tsc = join(dirname(fromRoot.resolve('typescript/package.json')), 'bin', 'tsc');
const esbuild = fromRoot('esbuild');

rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', join(sdk, 'tsconfig.json'), '--outDir', out], { stdio: 'inherit' });

await esbuild.build({
  entryPoints: [join(sdk, 'src', 'index.ts')],
  outfile: join(out, 'index.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});

const RELATIVE_TS = /((?:from\s+|import\s*\(\s*)['"])(\.{1,2}\/[^'"]+)\.ts(['"])/g;
const RELATIVE = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

for (const file of files(out).filter((f) => f.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(RELATIVE_TS, '$1$2.js$3'));
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), text.replace(RELATIVE_TS, '$1$2.cjs$3'));
}

// What a relative specifier loads (for a declaration file, the declarations TypeScript reads for it).
const target = (file, specifier) => {
  const path = join(dirname(file), specifier);
  if (file.endsWith('.d.cts')) return path.replace(/\.cjs$/, '.d.cts');
  if (file.endsWith('.d.ts')) return path.replace(/\.js$/, '.d.ts');
  return path;
};
const broken = files(out).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(RELATIVE)]
    .map((m) => m[1])
    .filter((specifier) => !existsSync(target(file, specifier)))
    .map((specifier) => `${file}: ${specifier}`),
);
if (broken.length > 0) {
  process.stderr.write(`sdk build: relative imports naming no file of the build:\n${broken.join('\n')}\n`);
  process.exit(1);
}
// On stderr: `npm pack --json` runs this as prepack, and its stdout must stay the JSON report.
process.stderr.write(`sdk: built ${out} (ESM, CommonJS, declarations for both)\n`);
