// The process's log output (src/http/responses/log-output.ts), in a child
// process whose standard output is a pipe, as in production: every line
// arrives, in the order written, whether the process goes on running or
// exits in the very turn that wrote them (process.exit or a throw nobody
// catches); the lines of one turn reach the pipe together.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { engineIndependent } from '../helpers/engines.ts';

const root = join(import.meta.dirname, '..', '..');
const OUTPUT = pathToFileURL(join(root, 'src', 'http', 'responses', 'log-output.ts')).href;

/** Runs `body` (an ES module's text, with `out` the process's log output) and returns its output in the chunks the pipe gave. */
async function run(body: string): Promise<{ chunks: string[]; code: number | null }> {
  const script = `import { processLogOutput } from ${JSON.stringify(OUTPUT)};\nconst out = processLogOutput();\n${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { chunks, code };
}

engineIndependent(() => {
  test('every line arrives in order, across turns, and the lines of one turn together', async () => {
    const { chunks, code } = await run(`
      for (let turn = 0; turn < 5; turn++) {
        for (let line = 0; line < 50; line++) out.write(JSON.stringify({ turn, line }) + '\\n');
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
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
    // 30 ms apart, each turn's 50 lines come as one write: a chunk never mixes two turns, nor splits one.
    for (const chunk of chunks) {
      const turns = new Set(
        chunk
          .split('\n')
          .filter(Boolean)
          .map((l) => (JSON.parse(l) as { turn: number }).turn),
      );
      assert.equal(turns.size, 1, `one turn per chunk: ${chunk.slice(0, 80)}`);
      assert.equal(chunk.split('\n').filter(Boolean).length, 50);
    }
  });

  test('lines written in the turn the process exits in still arrive: process.exit, and a throw nobody catches', async () => {
    const exited = await run(`out.write('{"a":1}\\n'); out.write('{"a":2}\\n'); process.exit(3);`);
    assert.equal(exited.code, 3);
    assert.equal(exited.chunks.join(''), '{"a":1}\n{"a":2}\n');
    const thrown = await run(`out.write('{"b":1}\\n'); setTimeout(() => { out.write('{"b":2}\\n'); throw new Error('unexpected'); }, 5);`);
    assert.equal(thrown.code, 1);
    assert.equal(thrown.chunks.join(''), '{"b":1}\n{"b":2}\n');
  });
});
