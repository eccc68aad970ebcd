// Keeps one of Node's own `process.nextTick` records alive for the process's
// life. Node 20 builds each record as an object literal that opens with two
// computed (symbol) keys, so V8 gives it a chain of hidden classes that only
// the live records hold. Between bursts of requests a full collection finds
// none alive and frees that chain; the next record makes a new one, the
// literal's store feedback sees one more class, and after a few such rounds
// it turns megamorphic: the optimised nextTick then defines each of the
// record's four fields through V8's runtime (a hidden-class transition each),
// several times per request. Counted with callgrind on `GET /v1/me`: 35,000
// of the service's 263,000 instructions a request went there (the twin's
// nextTick stayed monomorphic); with one record held, none. Holding it keeps
// the chain, and so the feedback, stable (test/app/tick-shape.test.ts).
import { executionAsyncResource } from 'node:async_hooks';

let held: object | null = null;

/** Holds the current tick's record (inside a nextTick callback, Node's execution resource is that record). */
export function holdTickShape(): void {
  if (held !== null) return;
  process.nextTick(() => {
    held = executionAsyncResource();
  });
}

/** The record held, for the test that checks it is one of Node's tick records. */
export function heldTickShape(): object | null {
  return held;
}
