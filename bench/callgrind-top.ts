// `npm run bench -- callgrind-top <pid> [<pid> …]`: where the instructions of
// the processes a BENCH_CALLGRIND=1 run counted went (bench/callgrind.ts keeps
// every dump in .cache/callgrind/): each process's instructions by part
// (JIT-compiled JavaScript, V8's interpreter and builtins, its collector, its
// compilers, the rest of V8, libuv, Node's C++, OpenSSL, libc, the rest) and
// its costliest functions by their own instructions, summed over its dumps,
// per request when BENCH_REQUESTS gives each process's count (in the pids'
// order, comma-separated). With two pids, the second's figures are also shown
// as a difference from the first's. Functions V8 compiled are named from
// the process's /tmp/perf-<pid>.map when it ran with `--perf-basic-prof` (in
// BENCH_NODE_FLAGS); without it they count in their part only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './common.ts';

const DUMPS = join(root, '.cache', 'callgrind');
const pids = process.argv.slice(2).map(Number);
if (pids.length === 0 || pids.some((p) => !Number.isInteger(p))) {
  process.stderr.write('usage: npm run bench -- callgrind-top <pid> [<pid> …]\n');
  process.exit(2);
}
/** BENCH_CALLERS: a pattern of function names whose callers to list, with the instructions of their calls (inclusive). */
const CALLERS = process.env.BENCH_CALLERS ? new RegExp(process.env.BENCH_CALLERS) : null;
const callers = new Map<number, Map<string, number>>();
const requests = (process.env.BENCH_REQUESTS || '').split(',').filter(Boolean).map(Number);

/** The code V8 compiled, from the process's perf map: start addresses (sorted), sizes and names. */
function perfMap(pid: number): { starts: number[]; ends: number[]; names: string[] } | null {
  let text: string;
  try {
    text = readFileSync(`/tmp/perf-${pid}.map`, 'utf8');
  } catch {
    return null;
  }
  // A later entry at the same address is code compiled there after the earlier one was collected.
  const byStart = new Map<number, [number, string]>();
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    if (m) byStart.set(Number.parseInt(m[1]!, 16), [Number.parseInt(m[2]!, 16), m[3]!]);
  }
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  return { starts, ends: starts.map((st) => st + byStart.get(st)![0]), names: starts.map((st) => byStart.get(st)![1]) };
}

function jsName(map: ReturnType<typeof perfMap>, address: string): string | null {
  if (!map) return null;
  const at = Number.parseInt(address, 16);
  let lo = 0;
  let hi = map.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (map.starts[mid]! <= at) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi >= 0 && at < map.ends[hi]! ? `JS ${map.names[hi]}` : null;
}

/** The events a dump counts (Ir first; with cache or branch simulation, the misses too). */
let events: string[] = ['Ir'];

/** Own events by function name (and its object file) over every dump of a process; `ir` is the instructions. */
function selfCosts(pid: number): Map<string, { object: string; ir: number; all: number[] }> {
  const costs = new Map<string, { object: string; ir: number; all: number[] }>();
  const files = readdirSync(DUMPS).filter((name) => name.startsWith(`cg.${pid}.`));
  const map = perfMap(pid);
  const calling = new Map<string, number>();
  callers.set(pid, calling);
  // With --separate-callers, a name is a chain of callers joined by ': each link is resolved.
  const named = (raw: string) =>
    raw
      .split("'")
      .map((link) => (link.startsWith('0x') ? (jsName(map, link) ?? link) : link))
      .join("'");
  if (files.length === 0) throw new Error(`no dumps of ${pid} in ${DUMPS}`);
  for (const file of files) {
    const names = new Map<string, string>();
    const objects = new Map<string, string>();
    let fn = '';
    let object = '';
    let afterCall = false;
    let callee = '';
    // A compressed name: "(12) text" defines it, "(12)" refers to it.
    const resolve = (table: Map<string, string>, rest: string) => {
      const m = /^\((\d+)\)(?: (.*))?$/.exec(rest);
      if (!m) return rest;
      if (m[2] !== undefined) table.set(m[1]!, m[2]);
      return table.get(m[1]!) ?? rest;
    };
    for (const line of readFileSync(join(DUMPS, file), 'utf8').split('\n')) {
      if (line.startsWith('events:')) events = line.slice(7).trim().split(/\s+/);
      else if (line.startsWith('fn=')) {
        fn = resolve(names, line.slice(3));
        fn = named(fn);
      } else if (line.startsWith('ob=')) object = resolve(objects, line.slice(3));
      else if (line.startsWith('cfn=')) callee = named(resolve(names, line.slice(4)));
      else if (line.startsWith('cob=')) resolve(objects, line.slice(4));
      else if (line.startsWith('calls=')) afterCall = true;
      else if (/^[+\-*0-9]/.test(line)) {
        // A cost line: position, then Ir. The one after calls= is the call's inclusive cost, not the caller's own.
        if (afterCall) {
          afterCall = false;
          if (CALLERS?.test(callee)) {
            const key = `${fn} -> ${callee}`;
            calling.set(key, (calling.get(key) ?? 0) + Number(line.split(' ')[1] ?? 0));
          }
          continue;
        }
        const fields = line.split(' ');
        const key = `${fn}\u0000${object}`;
        let entry = costs.get(key);
        if (!entry) costs.set(key, (entry = { object, ir: 0, all: events.map(() => 0) }));
        for (let e = 0; e < events.length; e++) entry.all[e]! += Number(fields[e + 1] ?? 0);
        entry.ir = entry.all[0]!;
      }
    }
  }
  return costs;
}

function part(name: string, object: string): string {
  if (/^0x[0-9a-f]+$/i.test(name) || name.startsWith('JS ') || object === '???') return 'JIT-compiled JavaScript';
  if (name.startsWith('Builtins_')) return 'V8 interpreter and builtins';
  if (
    /v8::internal::(Heap|Scavenger|MarkCompact|MinorMarkCompact|Sweeper|ConcurrentMarking|Marking|MemoryAllocator|PagedSpace|NewSpace|SemiSpace|IncrementalMarking|Evacuat|GC|Young|Array\w*Buffer\w*Sweeper|MemoryChunk|LargeObjectSpace|OldGenerationMemoryChunk|WeakObjects|RememberedSet|SlotSet|TypedSlot|LocalHeap|ObjectStats|Worklist)|heap::|cppgc::/.test(
      name,
    )
  )
    return "V8's collector";
  if (
    /v8::internal::(compiler|maglev|baseline|wasm|Compiler|OptimizingCompile|TurboFan|Pipeline|Zone|interpreter::BytecodeGenerator|Parser|Scanner|AstNode|PreParser)/.test(
      name,
    )
  )
    return "V8's compilers and parser";
  if (/^(v8::|Builtin|Runtime_)/.test(name)) return 'V8 runtime (C++)';
  if (/^uv_|^uv__/.test(name)) return 'libuv';
  if (/^(node::|llhttp|napi_)/.test(name)) return "Node's C++ (llhttp included)";
  if (/libcrypto|libssl/.test(object) || /^(EVP_|SHA|sha\d|ossl_|OPENSSL_|BN_|EC_|ecp_|CRYPTO_|bn_)/.test(name)) return 'OpenSSL';
  if (/libc[.-]|libm[.-]|ld-linux|libstdc\+\+|libgcc/.test(object)) return 'libc, libstdc++, the loader';
  return 'the rest';
}

const eachPid = pids.map((pid, i) => {
  const costs = selfCosts(pid);
  const per = requests[i] ?? 1;
  const parts = new Map<string, number>();
  const partEvents = new Map<string, number[]>();
  let total = 0;
  for (const [key, { object, ir, all }] of costs) {
    const p = part(key.split('\u0000')[0]!, object);
    parts.set(p, (parts.get(p) ?? 0) + ir);
    const sums = partEvents.get(p) ?? events.map(() => 0);
    for (let e = 0; e < events.length; e++) sums[e]! += all[e] ?? 0;
    partEvents.set(p, sums);
    total += ir;
  }
  const totals = events.map((_, e) => [...partEvents.values()].reduce((sum, v) => sum + v[e]!, 0));
  return { pid, costs, per, parts, partEvents, totals, total };
});
const unit = requests.length > 0 ? 'instructions per request' : 'instructions';
const fmt = (n: number) => Math.round(n).toLocaleString('en');
for (const { pid, per, parts, partEvents, totals, total, costs } of eachPid) {
  process.stdout.write(`\n== ${pid}: ${fmt(total / per)} ${unit}\n`);
  if (events.length > 1)
    process.stdout.write(
      `  every event${requests.length > 0 ? ' per request' : ''}: ${events.map((e, i) => `${e} ${fmt(totals[i]! / per)}`).join(', ')}\n`,
    );
  for (const [p, ir] of [...parts].sort((a, b) => b[1] - a[1]))
    process.stdout.write(
      `  ${p.padEnd(34)} ${fmt(ir / per).padStart(12)}  ${((100 * ir) / total).toFixed(1).padStart(5)} %${
        events.length > 1
          ? `  ${events
              .slice(1)
              .map((e, i) => `${e} ${fmt(partEvents.get(p)![i + 1]! / per)}`)
              .join(' ')}`
          : ''
      }\n`,
    );
  process.stdout.write('  costliest named functions (own instructions):\n');
  const named = [...costs].filter(([key]) => !key.startsWith('0x'));
  for (const [key, { ir }] of named.sort((a, b) => b[1].ir - a[1].ir).slice(0, Number(process.env.BENCH_TOP || 40)))
    process.stdout.write(`    ${fmt(ir / per).padStart(10)}  ${key.split('\u0000')[0]!.slice(0, 110)}\n`);
}
if (eachPid.length === 2) {
  const [a, b] = eachPid as [(typeof eachPid)[0], (typeof eachPid)[0]];
  process.stdout.write(`\n== ${b.pid} less ${a.pid}, ${unit}: ${fmt(b.total / b.per - a.total / a.per)}\n`);
  const partNames = new Set([...a.parts.keys(), ...b.parts.keys()]);
  const diffs = [...partNames].map((p) => [p, (b.parts.get(p) ?? 0) / b.per - (a.parts.get(p) ?? 0) / a.per] as const);
  for (const [p, d] of diffs.sort((x, y) => y[1] - x[1])) process.stdout.write(`  ${p.padEnd(34)} ${fmt(d).padStart(12)}\n`);
  const names = new Set([...a.costs.keys(), ...b.costs.keys()]);
  const fnDiffs = [...names]
    .filter((key) => !key.startsWith('0x'))
    .map((key) => [key.split('\u0000')[0]!, (b.costs.get(key)?.ir ?? 0) / b.per - (a.costs.get(key)?.ir ?? 0) / a.per] as const);
  process.stdout.write('  named functions, largest differences:\n');
  for (const [name, d] of fnDiffs.sort((x, y) => Math.abs(y[1]) - Math.abs(x[1])).slice(0, Number(process.env.BENCH_TOP || 40)))
    process.stdout.write(`    ${fmt(d).padStart(10)}  ${name.slice(0, 110)}\n`);
}
if (CALLERS)
  for (const { pid, per } of eachPid) {
    process.stdout.write(`\n== ${pid}: callers of ${CALLERS}, instructions of the calls${requests.length > 0 ? ' per request' : ''}\n`);
    for (const [key, ir] of [...callers.get(pid)!].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_TOP || 40)))
      process.stdout.write(`    ${fmt(ir / per).padStart(10)}  ${key.slice(0, 160)}\n`);
  }
