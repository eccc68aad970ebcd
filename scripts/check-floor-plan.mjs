// `npm run check:floor-plan`: the floor plan's rules that an import linter
// cannot see (docs/architecture.md, "The floor plan"). Biome checks the
// imports themselves (`npm run check:imports`: no circle, nothing imports
// app/ from below, the ground floors import nothing above them); this checks
// the shape of the tree:
// - no folder of src/ holds more than 12 files (sub-folders by sub-resource),
//   but an ordered sequence, which is one thing and stays in one folder: a
//   folder whose files are all numbered (`0001_foundation.ts`), beside at
//   most its index (src/db/migrations/);
// - no source file is over 400 lines;
// - no route file declares `Static<typeof …>` generics (types come from the
//   route schemas through the TypeBox type provider);
// - no route declaration anywhere in src/ takes a generic (`app.get<{ Params:
//   … }>(…)`, any method, `route` and `all` too): its params, query, body
//   and answers are typed from the schemas in its options (the console's
//   pages too: src/console/api.ts `textParams`/`textQuery`);
// - no service builds SQL (statements live in repositories): neither a
//   service file (`service.ts`, `…-service.ts`) nor, wherever it is, a class
//   whose name ends in `Service` (its body: from its declaration to the
//   closing brace at the start of a line, as the formatter writes it).
// Prints what it finds, with the figures, and exits 1 on any breach.
// `node scripts/check-floor-plan.mjs DIR` checks DIR/src instead of this tree's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const root = process.argv[2] ?? join(import.meta.dirname, '..');
const src = join(root, 'src');
const MAX_FILES = 12;
const MAX_LINES = 400;

const folders = [];
const files = [];
/** A numbered step of an ordered sequence (a migration): `0001_foundation.ts`. */
const NUMBERED = /^\d{4}_[a-z0-9_]+\.ts$/;
(function walk(dir) {
  const entries = readdirSync(dir);
  let count = 0;
  const names = [];
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else {
      count += 1;
      names.push(name);
      if (name.endsWith('.ts')) files.push(path);
    }
  }
  const sequence = names.some((n) => NUMBERED.test(n)) && names.every((n) => NUMBERED.test(n) || n === 'index.ts');
  folders.push({ dir: relative(root, dir), count, sequence });
})(src);

const isRouteFile = (path) => /(^|[-/])routes\.ts$/.test(basename(path)) || basename(path) === 'routes.ts';
const isServiceFile = (path) => /(^|-)service\.ts$/.test(basename(path));
const SERVICE_CLASS = /^(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+(\w*Service)\b/;
// `app.<method><` (a line break may come before the `<`), and on any other
// instance a generic that names a route's parts (`scope.get<{ Params: … }>`).
const ROUTE_GENERIC =
  /\bapp\s*\.\s*(?:get|post|put|patch|delete|head|options|route|all)\s*<|\.\s*(?:get|post|put|patch|delete|head|options|route|all)\s*<\s*\{\s*(?:Params|Querystring|Body|Headers|Reply)\b/g;
const SQL = /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\s*\(|\bsql\s*`|\bsql<[^>]*>\s*`/;

const breaches = [];
for (const { dir, count, sequence } of folders)
  if (count > MAX_FILES && !sequence) breaches.push(`${dir}/ holds ${count} files (at most ${MAX_FILES})`);
let largest = { path: '', lines: 0 };
let routeGenerics = 0;
for (const path of files) {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > largest.lines) largest = { path: relative(root, path), lines };
  if (lines > MAX_LINES) breaches.push(`${relative(root, path)} has ${lines} lines (at most ${MAX_LINES})`);
  if (isRouteFile(path) && /Static<typeof/.test(text))
    breaches.push(`${relative(root, path)} declares Static<typeof …> types (use the type provider)`);
  for (const generic of text.matchAll(ROUTE_GENERIC)) {
    routeGenerics += 1;
    const line = text.slice(0, generic.index).split('\n').length;
    breaches.push(
      `${relative(root, path)}:${line} declares a route generic (give the route its schemas; the type provider types the handler)`,
    );
  }
  const serviceFile = isServiceFile(path);
  let serviceClass = null;
  text.split('\n').forEach((line, i) => {
    const declared = SERVICE_CLASS.exec(line);
    if (declared) serviceClass = declared[1];
    else if (serviceClass && /^}/.test(line)) serviceClass = null;
    if ((serviceFile || serviceClass) && SQL.test(line) && !/^\s*(\/\/|\*)/.test(line)) {
      breaches.push(`${relative(root, path)}:${i + 1} builds SQL in a service${serviceClass ? ` (class ${serviceClass})` : ''}`);
    }
  });
}

const fullest = folders.filter((f) => !f.sequence).reduce((a, b) => (b.count > a.count ? b : a));
process.stdout.write(
  `floor plan: ${files.length} source files in ${folders.length} folders; fullest folder ${fullest.dir}/ (${fullest.count} files); largest file ${largest.path} (${largest.lines} lines); ${routeGenerics} route generics\n`,
);
if (breaches.length > 0) {
  process.stdout.write(`${breaches.map((b) => `  ${b}`).join('\n')}\n${breaches.length} breach(es) of the floor plan\n`);
  process.exit(1);
}
process.stdout.write('floor plan: no breach\n');
