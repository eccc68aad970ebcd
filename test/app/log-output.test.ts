// The process's log output (src/http/responses/log-output.ts), in a child
// process whose standard output is a pipe, as in production: every line
// arrives, in the order written, whether the process goes on running or
// exits in the very turn that wrote them (process.exit or a throw nobody
// catches); lines written within the linger reach the pipe together, a
// batch past FLUSH_BYTES at once; a pipe nobody reads holds the lines, not
// the process: past PENDING_BYTES held new lines are dropped, counted and
// told in the gap's place, and an exit waits for it at most EXIT_WAIT_MS.
import assert from 'node:assert/strict';
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { engineIndependent } from '../helpers/engines.ts';
import { PENDING_BYTES } from '../../src/http/responses/log-output.ts';

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
  const script = `import { processLogOutput, LINGER_MS, PENDING_BYTES, EXIT_WAIT_MS } from ${JSON.stringify(OUTPUT)};
    const out = processLogOutput();
    let next = 0;
    const lines = (count) => { for (let k = 0; k < count; k++) out.write(JSON.stringify({ n: next++, pad: 'x'.repeat(200) }) + '\\n'); };
    ${body}`;
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Paused: the parent's stream takes what fits its buffer and then leaves the pipe full. Collected from the start:
  // once the child exits Node resumes a stream nobody listens to, and what it held would be lost.
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
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
    /** Resolves with the exit code once the child has exited, its pipe still unread (undefined: not within the bound). */
    async exited(boundMs: number): Promise<number | null | undefined> {
      if (child.exitCode !== null) return child.exitCode;
      const timer = delay(boundMs, undefined, { ref: false });
      return Promise.race([once(child, 'exit').then(([code]) => code as number | null), timer]);
    },
    /** Reads the pipe to its end: the lines as they came (parsed), and the exit code. */
    async lines(): Promise<{ lines: Array<{ n?: number; dropped?: number }>; code: number | null; stderr: string }> {
      child.stdout.resume();
      const [code] = await closed;
      const lines = Buffer.concat(chunks)
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { n?: number; dropped?: number });
      return { lines, code, stderr };
    },
    /**
     * Reads the pipe to its end: the numbers of the whole lines, in the order they came, the exit code, and the
     * bytes of a last line cut short (an exit that stopped waiting with a line half taken by the pipe).
     */
    async read(): Promise<{ numbers: number[]; code: number | null; stderr: string; cut: number }> {
      child.stdout.resume();
      const [code] = await closed;
      const all = Buffer.concat(chunks).toString();
      const text = all.slice(0, all.lastIndexOf('\n') + 1);
      const numbers = text
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { n: number }).n);
      return { numbers, code, stderr, cut: all.length - text.length };
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
    const { numbers, code, stderr, cut } = await child.read();
    assert.equal(cut, 0);
    assert.ok(ranOn, `the process stopped at its full pipe: ${stderr}`);
    assert.equal(code, 0);
    assert.deepEqual(numbers, inOrder(2010));
  });

  test("past PENDING_BYTES held, the process runs on: new lines are dropped, counted, and told in the gap's place", async () => {
    // Written in one turn, nobody reading: the pipe fills, then PENDING_BYTES are held, then the rest is dropped.
    // The child lives until the report of the drop has been written (its timers are the output's, unref'd).
    const child = unread(`
      const alive = setInterval(() => {}, 1000);
      out.onDropped((count) => {
        out.write(JSON.stringify({ dropped: count }) + '\\n');
        lines(3);
        setTimeout(() => { clearInterval(alive); process.stderr.write('dropped ' + out.dropped); }, 3 * LINGER_MS);
      });
      const count = Math.ceil((PENDING_BYTES + 1024 * 1024) / 215);
      lines(count);
      process.stderr.write('wrote ' + count);
    `);
    // A write that waited for the pipe would never get here: nothing reads it until it has.
    assert.equal(await child.said('wrote', 60_000), true, 'the child stopped at its full pipe');
    const { lines, code, stderr } = await child.lines();
    assert.equal(code, 0, stderr);
    const count = Number(/wrote (\d+)/.exec(stderr)?.[1]);
    const reported = lines.findIndex((line) => line.dropped !== undefined);
    assert.ok(reported > 0, 'the drop was reported');
    const held = lines.slice(0, reported).map((line) => line.n);
    // Every line held arrived, in order, and they were at least PENDING_BYTES: nothing went before the bound.
    assert.deepEqual(held, inOrder(held.length));
    const bytes = held.reduce((sum, n) => sum + JSON.stringify({ n, pad: 'x'.repeat(200) }).length + 1, 0);
    assert.ok(bytes >= PENDING_BYTES, `${bytes} bytes held`);
    // The report counts exactly the lines missing, and the lines after it follow the gap.
    assert.equal(lines[reported]!.dropped, count - held.length);
    assert.deepEqual(
      lines.slice(reported + 1).map((line) => line.n),
      [count, count + 1, count + 2],
    );
    assert.match(stderr, new RegExp(`dropped ${count - held.length}$`));
  });

  test('an exit waits at most EXIT_WAIT_MS for a pipe nobody reads, and what arrived is in order', async () => {
    const child = unread(`
      lines(10_000);
      process.exit(4);
    `);
    // Without the bound the child waits for its pipe for ever: nothing reads it until it has exited.
    assert.equal(await child.exited(60_000), 4, 'the child did not exit with its pipe full');
    // Cut short, the last line the pipe took may be a part of one: the whole lines before it are in order.
    const { numbers } = await child.read();
    assert.ok(numbers.length > 0 && numbers.length < 10_000, `${numbers.length} lines arrived`);
    assert.deepEqual(numbers, inOrder(numbers.length));
  });
});
