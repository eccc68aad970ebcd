// The process's log output (src/http/responses/log-output.ts), in a child
// process whose standard output is a pipe, as in production: every line
// arrives, in the order written, whether the process goes on running or
// exits in the very turn that wrote them (process.exit or a throw nobody
// catches); lines written within the linger reach the pipe together, a
// batch past FLUSH_BYTES at once; a pipe nobody reads holds the lines, not
// the process, until PENDING_BYTES wait, and nothing is ever dropped.
import assert from 'node:assert/strict';
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { engineIndependent } from '../helpers/engines.ts';

const root = join(import.meta.dirname, '..', '..');
const OUTPUT = pathToFileURL(join(root, 'src', 'http', 'responses', 'log-output.ts')).href;

/** A child's lines that collect its writes to standard output in `writes` (sonic-boom writes with fs.writeSync). */
const COUNT_WRITES = `
  import { createRequire } from 'node:module';
  const fs = createRequire(import.meta.url)('node:fs');
  const writeSync = fs.writeSync;
  const writes = [];
  fs.writeSync = function (fd, data, ...rest) {
    if (fd === 1) writes.push(String(data));
    return writeSync.call(this, fd, data, ...rest);
  };
`;

/** Runs `body` (an ES module's text, with `out` the process's log output) and returns its output in the chunks the pipe gave. */
async function run(body: string): Promise<{ chunks: string[]; code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const script = `import { processLogOutput } from ${JSON.stringify(OUTPUT)};\nconst out = processLogOutput();\n${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s])),
  );
  return { chunks, code, signal, stderr };
}

/** A child writing lines `{"n":0}`, `{"n":1}`… whose standard output nobody reads until `read()`. */
function unread(body: string) {
  const script = `import { processLogOutput, LINGER_MS, PENDING_BYTES } from ${JSON.stringify(OUTPUT)};
    const out = processLogOutput();
    let next = 0;
    const lines = (count) => { for (let k = 0; k < count; k++) out.write(JSON.stringify({ n: next++, pad: 'x'.repeat(200) }) + '\\n'); };
    ${body}`;
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Paused: the parent's stream takes what fits its buffer and then leaves the pipe full.
  child.stdout.pause();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const closed = once(child, 'close') as Promise<[number | null]>;
  return {
    /** Resolves once the child has written `text` to standard error (false: it did not within the bound, or exited). */
    async said(text: string, boundMs: number): Promise<boolean> {
      const deadline = Date.now() + boundMs;
      while (!stderr.includes(text)) {
        if (Date.now() > deadline || child.exitCode !== null) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    },
    /** Reads the pipe to its end: the numbers of the lines, in the order they came, and the exit code. */
    async read(): Promise<{ numbers: number[]; code: number | null; stderr: string }> {
      const chunks: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stdout.resume();
      const [code] = await closed;
      const text = Buffer.concat(chunks).toString();
      const numbers = text
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { n: number }).n);
      return { numbers, code, stderr };
    },
  };
}

const inOrder = (count: number) => Array.from({ length: count }, (_, i) => i);

engineIndependent(() => {
  test('every line arrives in order, across turns, and the lines of one turn together', async () => {
    // The child counts its own writes to standard output: the chunks the parent reads are the pipe's, and a
    // loaded machine may hand two writes to the reader as one.
    const { chunks, code, stderr } = await run(`
      ${COUNT_WRITES}
      for (let turn = 0; turn < 5; turn++) {
        for (let line = 0; line < 50; line++) out.write(JSON.stringify({ turn, line }) + '\\n');
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      process.stderr.write(JSON.stringify(writes));
    `);
    assert.equal(code, 0);
    const lines = chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { turn: number; line: number });
    assert.deepEqual(
      lines,
      Array.from({ length: 250 }, (_, i) => ({ turn: Math.floor(i / 50), line: i % 50 })),
    );
    // 30 ms apart, each turn's 50 lines go as one write: a write never mixes two turns, nor splits one.
    const writes = JSON.parse(stderr) as string[];
    assert.equal(writes.length, 5, `one write per turn: ${writes.length} writes`);
    for (const write of writes) {
      const turns = new Set(
        write
          .split('\n')
          .filter(Boolean)
          .map((l) => (JSON.parse(l) as { turn: number }).turn),
      );
      assert.equal(turns.size, 1, `one turn per write: ${write.slice(0, 80)}`);
      assert.equal(write.split('\n').filter(Boolean).length, 50);
    }
  });

  test('lines of several turns within the linger share one write', async () => {
    // Three lines in three turns (an immediate apart); the child counts the writes to its standard output. The
    // timer that writes them was armed by the first line, so when the third came within LINGER_MS of the first no
    // write can have happened between them. A loaded machine may stretch the turns past the linger: tried again.
    let within = 0;
    for (let attempt = 0; attempt < 20 && within === 0; attempt++) {
      const { chunks, code, stderr } = await run(`
        import { LINGER_MS } from ${JSON.stringify(OUTPUT)};
        ${COUNT_WRITES}
        const start = performance.now();
        out.write('{"n":1}\\n');
        await new Promise((resolve) => setImmediate(resolve));
        out.write('{"n":2}\\n');
        await new Promise((resolve) => setImmediate(resolve));
        out.write('{"n":3}\\n');
        const late = performance.now() - start >= LINGER_MS;
        await new Promise((resolve) => setTimeout(resolve, 3 * LINGER_MS));
        process.stderr.write(JSON.stringify({ late, writes }));
      `);
      assert.equal(code, 0);
      assert.equal(chunks.join(''), '{"n":1}\n{"n":2}\n{"n":3}\n');
      const { late, writes } = JSON.parse(stderr) as { late: boolean; writes: string[] };
      if (late) continue;
      assert.deepEqual(writes, ['{"n":1}\n{"n":2}\n{"n":3}\n']);
      within += 1;
    }
    assert.equal(within, 1, 'no attempt wrote its three lines within the linger');
  });

  test('a batch past FLUSH_BYTES is written at once, without waiting for the linger or the exit', async () => {
    // The process kills itself right after the writes: no timer and no exit handler runs, so what arrives was
    // written by write() itself.
    const { chunks, signal } = await run(`
      import { FLUSH_BYTES } from ${JSON.stringify(OUTPUT)};
      const line = JSON.stringify({ pad: 'x'.repeat(1000) }) + '\\n';
      const count = Math.ceil(FLUSH_BYTES / line.length);
      for (let i = 0; i < count; i++) out.write(JSON.stringify({ i, pad: 'x'.repeat(1000) }) + '\\n');
      process.kill(process.pid, 'SIGKILL');
    `);
    assert.equal(signal, 'SIGKILL');
    const lines = chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { i: number }).i);
    assert.ok(lines.length >= 60, `the full batch arrived: ${lines.length} lines`);
    assert.deepEqual(
      lines,
      Array.from({ length: lines.length }, (_, i) => i),
    );
  });

  test('lines written in the turn the process exits in still arrive: process.exit, and a throw nobody catches', async () => {
    const exited = await run(`out.write('{"a":1}\\n'); out.write('{"a":2}\\n'); process.exit(3);`);
    assert.equal(exited.code, 3);
    assert.equal(exited.chunks.join(''), '{"a":1}\n{"a":2}\n');
    const thrown = await run(`out.write('{"b":1}\\n'); setTimeout(() => { out.write('{"b":2}\\n'); throw new Error('unexpected'); }, 5);`);
    assert.equal(thrown.code, 1);
    assert.equal(thrown.chunks.join(''), '{"b":1}\n{"b":2}\n');
  });

  test('a pipe nobody reads holds the lines, not the process: it runs on, and every line arrives in order once read', async () => {
    // About 430 KB: past what the pipe and the parent's paused stream take, far below PENDING_BYTES. A process whose
    // write waited for the pipe would never say it ran on, since nothing reads it until it has.
    const child = unread(`
      lines(2000);
      await new Promise((resolve) => setTimeout(resolve, 3 * LINGER_MS));
      lines(10);
      await new Promise((resolve) => setImmediate(resolve));
      process.stderr.write('ran on');
    `);
    const ranOn = await child.said('ran on', 60_000);
    const { numbers, code, stderr } = await child.read();
    assert.ok(ranOn, `the process stopped at its full pipe: ${stderr}`);
    assert.equal(code, 0);
    assert.deepEqual(numbers, inOrder(2010));
  });

  test('past PENDING_BYTES a write waits for the pipe: nothing is dropped', async () => {
    const child = unread(`
      const count = Math.ceil((PENDING_BYTES + 1024 * 1024) / 215);
      lines(count);
      process.stderr.write('wrote ' + count);
    `);
    // Held past the bound, the child cannot finish writing until the pipe is read.
    assert.equal(await child.said('wrote', 500), false, 'the child went past PENDING_BYTES with its pipe unread');
    const { numbers, code, stderr } = await child.read();
    assert.equal(code, 0);
    const count = Number(/wrote (\d+)/.exec(stderr)?.[1]);
    assert.ok(count > 0, stderr);
    assert.deepEqual(numbers, inOrder(count));
  });
});
