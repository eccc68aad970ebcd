// The project's documents are records, not journals: what is decided now,
// the current figures, a newcomer's page, a runbook. History lives in git.
// This file holds the rules that keep them so: their sizes, no narration of
// issues or stops in the decisions or in a comment of the code, and links
// that lead somewhere (a hand-kept layout that names files which no longer
// exist is what a link check catches).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The size rules: a record that grows past its bound has started to be a journal again. */
const SIZES: Array<[file: string, maxBytes: number]> = [
  ['docs/decisions.md', 100 * 1024],
  ['bench/README.md', 40 * 1024],
  ['README.md', 30 * 1024],
];

/** A citation of the tracker or of a working session: "issue 36", "Issue #31", "issues 33 and 36", "stop 47". */
const CITATION = /\b(issues?|stops?)\s*#?\d+/i;

test('each record stays under its size', () => {
  for (const [file, maxBytes] of SIZES) {
    const size = statSync(join(root, file)).size;
    assert.ok(size < maxBytes, `${file} is ${size} bytes; the bound is ${maxBytes}: keep what is current, git keeps the rest`);
  }
});

test('the decisions narrate no issue or stop: each entry says what is decided and why', () => {
  const lines = read('docs/decisions.md').split('\n');
  const cited = lines.flatMap((line, i) => (CITATION.test(line) ? [`docs/decisions.md:${i + 1}: ${line.slice(0, 120)}`] : []));
  assert.deepEqual(cited, []);
});

/** Every source file under `dir` whose comments the rule covers. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sources(path);
    return ['.ts', '.mjs', '.js', '.css', '.eta', '.html'].includes(extname(entry.name)) ? [path] : [];
  });
}

/**
 * The comments of a source text, each a run of lines read as one (a citation
 * may break across lines: "issue\n * 36"): `//` runs, block comments, and the
 * `-- ` comments of SQL held in template literals.
 */
function commentsOf(text: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(/\/\*[\s\S]*?\*\//g)) {
    found.push({ line: lineAt(match.index), text: match[0].replace(/^\/\*+|\*+\/$/g, '').replace(/\n\s*\*?/g, ' ') });
  }
  for (const match of text.matchAll(/(?:^[ \t]*(?:\/\/|-- )[^\n]*\n?)+/gm)) {
    found.push({ line: lineAt(match.index), text: match[0].replace(/^[ \t]*(?:\/\/|-- )/gm, '').replace(/\n/g, ' ') });
  }
  for (const match of text.matchAll(/[^\s:'"`/][ \t]*(?:\/\/|-- )([^\n]*)/g)) {
    found.push({ line: lineAt(match.index), text: match[1]! });
  }
  return found;
}

test('no comment in the code cites an issue or a stop: a comment says why', () => {
  // The tests and benches too, but this file: its samples of citations are the rule's own cases.
  const files = ['src', 'sdk/src', 'scripts', 'test', 'bench'].flatMap(sources).filter((file) => !file.endsWith('records.test.ts'));
  assert.ok(files.length > 300, `the rule reads the code (${files.length} files)`);
  const cited = files.flatMap((file) =>
    commentsOf(read(file))
      .filter((comment) => CITATION.test(comment.text))
      .map((comment) => `${file}:${comment.line}: ${CITATION.exec(comment.text)![0]}`),
  );
  assert.deepEqual(cited, []);
});

test('the comment reader finds citations however a comment is written', () => {
  const samples = [
    '// see issue 36\nconst a = 1;',
    'const a = 1; // stop 47 measured it',
    '/**\n * waited past the timeout (docs/decisions.md, issue\n * 36 items 4 and 5).\n */',
    '// a backlog took seconds (issue\n// 36: the cold start).',
    '/* Jobs (Issue #35): the list */',
    'const q = sql`\n  SELECT 1\n  -- planned badly (issues 33 and 36)\n`;',
  ];
  for (const sample of samples) {
    assert.ok(
      commentsOf(sample).some((c) => CITATION.test(c.text)),
      `a citation in ${JSON.stringify(sample)}`,
    );
  }
  const clean = [
    'const url = "http://example.test/issue/36";',
    '// stops at the first fault; 36 items at most',
    'i -= 1; // the issue is the 5 s timeout',
  ];
  for (const sample of clean) assert.ok(!commentsOf(sample).some((c) => CITATION.test(c.text)), `no citation in ${JSON.stringify(sample)}`);
});

/** The anchor GitHub gives a heading. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string) => new Set([...read(file).matchAll(/^#{1,6} (.*)$/gm)].map((m) => anchorOf(m[1]!.replace(/`/g, ''))));

test('every link of the records leads to a file and a heading that exist', () => {
  const records = [
    'README.md',
    'docs/decisions.md',
    'docs/operations.md',
    'bench/README.md',
    ...readdirSync(join(root, 'bench/results'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `bench/results/${f}`),
  ];
  const broken: string[] = [];
  for (const file of records) {
    const text = read(file).replace(/```[\s\S]*?```/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [path, anchor] = target!.split('#') as [string, string | undefined];
      const to = path ? relative(root, join(root, dirname(file), path)) : file;
      if (!existsSync(join(root, to))) broken.push(`${file}: ${target} (no file)`);
      else if (anchor && to.endsWith('.md') && !anchorsOf(to).has(anchor)) broken.push(`${file}: ${target} (no heading)`);
    }
  }
  assert.deepEqual(broken, []);
});

test('the README sends a newcomer to the guides and to the architecture, and keeps no layout of its own', () => {
  const readme = read('README.md');
  assert.match(readme, /\]\(docs\/architecture\.md\)/);
  assert.match(readme, /\]\(docs\/guides\/\)/);
  assert.match(readme, /npm install && npm start/);
  assert.match(readme, /^npm test$/m);
  assert.doesNotMatch(readme, /^#+ Layout/m, 'the layout of src/ is docs/architecture.md, kept with the code');
});
