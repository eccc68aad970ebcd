// The README's examples as the README test runs them.
//
// A ```sh block is a command block: test/readme/readme.test.ts runs it, in
// the order written, in one shell session (variables carry from block to
// block). An ```output block right after one is what that block prints: the
// whole standard output, where whitespace is free (long lines may wrap) and
// `…` stands for anything (timestamps, ids, tokens). Other fences (```shell
// for starting the service or the suite, ```json, ```ts, …) are shown, not run.
import { readFileSync } from 'node:fs';

export interface Example {
  /** 1-based line of the opening fence in README.md. */
  line: number;
  /** The heading the block sits under. */
  section: string;
  script: string;
  /** The following ```output block, when there is one. */
  output: string | null;
}

export function readmeExamples(file: string): Example[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const examples: Example[] = [];
  let section = '';
  let afterSh = false;
  for (let i = 0; i < lines.length; i++) {
    const heading = /^#{1,4} (.*)$/.exec(lines[i]!);
    if (heading) section = heading[1]!;
    const fence = /^```(\S*)/.exec(lines[i]!);
    if (!fence) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]!.startsWith('```'); i++) body.push(lines[i]!);
    const text = body.join('\n');
    if (fence[1] === 'output') {
      const last = examples.at(-1);
      if (!last || !afterSh) throw new Error(`README.md:${start + 1}: an output block must follow a sh block`);
      last.output = text;
    } else if (fence[1] === 'sh') {
      examples.push({ line: start + 1, section, script: text, output: null });
    }
    afterSh = fence[1] === 'sh';
  }
  return examples;
}

/** Whether `actual` is what the README shows: whitespace is free, `…` matches anything. */
export function matchesSample(sample: string, actual: string): boolean {
  const pattern = sample
    .trim()
    .split('…')
    .map((part) =>
      part
        .split(/\s+/)
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('\\s*'),
    )
    .join('[\\s\\S]*?');
  return new RegExp(`^\\s*${pattern}\\s*$`).test(actual);
}
