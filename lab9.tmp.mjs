import v8 from 'node:v8';
const SRC = { kind: 'submission', maxAttempts: 5, holdSeconds: 0, traceContext: null };
let sink;
const f = {
  s8: (i) => ({ ...SRC, a: i, b: i, c: i, d: i, e: i, f: i, g: i, h: i }),
  cloneThenSet: (i) => { const o = { ...SRC }; o.a = i; o.b = i; o.c = i; o.d = i; return o; },
  assignThenSet: (i) => { const o = Object.assign({}, SRC); o.a = i; o.b = i; o.c = i; o.d = i; return o; },
  assign3: (i) => Object.assign({}, SRC, { a: i, b: i, c: i, d: i }),
  litThenAssign: (i) => Object.assign({ a: i, b: i, c: i, d: i }, SRC),
  spreadMid: (i) => ({ a: i, ...SRC, b: i }),
  spreadTwo: (i) => ({ ...SRC, ...{ a: i, b: i, c: i, d: i } }),
  spreadCond: (i) => ({ a: i, b: i, ...(i % 2 ? { c: i } : {}) }),
  spreadOfLiteralEnd: (i) => ({ a: i, b: i, ...SRC }),
};
for (const name of Object.keys(f)) {
  for (let i = 0; i < 100000; i++) sink = f[name](i);
  const t = process.cpuUsage(); for (let i = 0; i < 500000; i++) sink = f[name](i); const c = process.cpuUsage(t);
  console.log(name.padEnd(20), ((c.user + c.system) / 5e5).toFixed(3), 'µs/op', v8.getHeapSnapshot ? '' : '');
}
