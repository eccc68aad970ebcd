// The table `npm run bench -- submissions` prints at its end
// (bench/submissions.ts): each engine's levels, the twin against the
// service, and with BENCH_BASE_TREE the other tree's service against this
// one's. Not a script.
import { CALLGRIND } from './callgrind.ts';
import { pad } from './common.ts';
import type { Level } from './submissions.ts';

export function reportRows(results: Array<{ engine: string; levels?: Level[] }>, baseTree: string | null): string[] {
  const rows = [
    `${pad('engine', 10)}${pad('conns', 6, true)}${pad('bare/s', 9, true)}${pad('app/s', 9, true)}${pad('app/bare', 10, true)}${pad('bare p50', 10, true)}${pad('app p50', 10, true)}${pad('p50 ratio', 10, true)}${pad('bare µs', 9, true)}${pad('app µs', 9, true)}${pad('CPU ratio', 10, true)}${pad('net ratio', 10, true)}${pad('idle ms/s', 9, true)}${pad('bare db µs', 11, true)}${pad('app db µs', 10, true)}${pad('non-2xx', 9, true)}`,
  ];
  const us = (v: number | null | undefined) => (v == null ? '-' : v.toFixed(0));
  for (const r of results) {
    for (const l of r.levels ?? []) {
      rows.push(
        `${pad(r.engine, 10)}${pad(String(l.connections), 6, true)}${pad(l.bare.requestsPerSec.toFixed(0), 9, true)}${pad(l.app.requestsPerSec.toFixed(0), 9, true)}${pad(`${l.throughputRatio.toFixed(2)}x`, 10, true)}${pad(l.bare.latencyP50Ms.toFixed(1), 10, true)}${pad(l.app.latencyP50Ms.toFixed(1), 10, true)}${pad(`${l.p50Ratio.toFixed(2)}x`, 10, true)}${pad(us(l.bare.cpuMicrosPerRequest), 9, true)}${pad(us(l.app.cpuMicrosPerRequest), 9, true)}${pad(l.cpuRatio === null ? '-' : `${l.cpuRatio.toFixed(2)}x`, 10, true)}${pad(l.netCpuRatio === null ? '-' : `${l.netCpuRatio.toFixed(2)}x`, 10, true)}${pad(us(l.app.idleCpuMicrosPerSecond === null ? null : l.app.idleCpuMicrosPerSecond / 1000), 9, true)}${pad(us(l.bare.dbCpuMicrosPerRequest), 11, true)}${pad(us(l.app.dbCpuMicrosPerRequest), 10, true)}${pad(String(l.bare.non2xx + l.app.non2xx + (l.base?.non2xx ?? 0)), 9, true)}`,
      );
    }
  }
  const split = results.flatMap((r) =>
    (r.levels ?? []).filter((l) => l.app.backgroundCpuMicrosPerRequest != null).map((l) => ({ engine: r.engine, l })),
  );
  if (split.length > 0) {
    rows.push('\nproduction split, CPU per submission by process (API or front, then background or back):');
    const parts = (side: Level['app']) => {
      const background = side.backgroundCpuMicrosPerRequest ?? null;
      const front = side.cpuMicrosPerRequest === null || background === null ? null : side.cpuMicrosPerRequest - background;
      return { front, background };
    };
    const ratio = (a: number | null, b: number | null) => (a === null || !b ? '-' : `${(a / b).toFixed(2)}x`);
    for (const { engine, l } of split) {
      const app = parts(l.app);
      const bare = parts(l.bare);
      rows.push(
        `${pad(engine, 10)}${pad(String(l.connections), 6, true)}  service: API ${us(app.front)} µs, background ${us(app.background)} µs; twin: front ${us(bare.front)} µs, back ${us(bare.background)} µs; ratios ${ratio(app.front, bare.front)}, ${ratio(app.background, bare.background)}`,
      );
    }
  }
  const withBase = results.flatMap((r) => (r.levels ?? []).filter((l) => l.base).map((l) => ({ engine: r.engine, l, base: l.base! })));
  if (withBase.length > 0) {
    rows.push(`\nthis tree (app) against BENCH_baseTree (${baseTree}), same windows:`);
    for (const { engine, l, base } of withBase) {
      const cpuChange =
        l.app.cpuMicrosPerRequest !== null && base.cpuMicrosPerRequest ? l.app.cpuMicrosPerRequest / base.cpuMicrosPerRequest : null;
      rows.push(
        `${pad(engine, 10)}${pad(String(l.connections), 6, true)}  base ${base.requestsPerSec.toFixed(0)}/s p50 ${base.latencyP50Ms.toFixed(1)} ms ${us(base.cpuMicrosPerRequest)} µs (db ${us(base.dbCpuMicrosPerRequest)})  app ${l.app.requestsPerSec.toFixed(0)}/s p50 ${l.app.latencyP50Ms.toFixed(1)} ms ${us(l.app.cpuMicrosPerRequest)} µs  app/base CPU ${cpuChange === null ? '-' : `${cpuChange.toFixed(2)}x`} (net of idle: ${us(base.netCpuMicrosPerRequest)} → ${us(l.app.netCpuMicrosPerRequest)} µs); base over the twin: ${base.cpuMicrosPerRequest && l.bare.cpuMicrosPerRequest ? (base.cpuMicrosPerRequest / l.bare.cpuMicrosPerRequest).toFixed(2) : '-'}x CPU, ${(base.requestsPerSec / Math.max(1e-9, l.bare.requestsPerSec)).toFixed(2)}x throughput`,
      );
    }
  }
  if (CALLGRIND)
    rows.push('BENCH_CALLGRIND=1: the server processes ran under callgrind; the µs columns of the servers are thousands of instructions.');
  rows.push(
    "aims: throughput ≥ 0.9x bare at concurrency 1 and 32; CPU per submission ≤ 1.5x bare's. µs: CPU time per submission of each server's processes (the service's worker and dispatcher included; split: both processes); db µs: of the PostgreSQL backends of that server's database during its load; net ratio: each side's CPU less what it spends unloaded (timers, polls) over as many seconds; idle ms/s: the service's CPU a second while another side is loaded.",
  );
  return rows;
}
