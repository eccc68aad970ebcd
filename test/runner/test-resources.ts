// Node 20's test runner knows which test each piece of asynchronous work
// belongs to through an async hook (internal/test_runner/harness): `init`
// maps every new async resource to its parent's test, so a `test()` or
// `before()` called from a file's code nests in that file's suite (the
// worker's `describe(file)`), and an uncaught error fails the test it came
// from; `destroy` deletes the entry when the resource is gone. A destroy hook
// makes V8 track the collection of every promise (a weak callback each, and
// the collector's work for it): 6–8 % of a worker's CPU on the heavy files.
//
// Here the harness gets its own `init` unchanged and no `destroy`: the
// entries made while a file runs are deleted by the worker once the file's
// suite has ended (`prune`), with the harness's own `destroy`. Nesting and
// the naming of uncaught errors are the same while a file runs; an error from
// work a file left running after its end is reported as from a test that has
// ended (as before, when that work's entry was still there) or from no test,
// and fails the run either way (the harness sets the exit code).
import { createRequire } from 'node:module';

type AsyncHooks = typeof import('node:async_hooks');
type Callbacks = Parameters<AsyncHooks['createHook']>[0];

export interface TestRunner {
  describe: typeof import('node:test').describe;
  /** Deletes the entries of the async resources made since the last call (after a file's suite has ended). */
  prune(): void;
}

/** Loads node:test with the lighter hook; must run before anything else in the process loads node:test. */
export async function loadTestRunner(): Promise<TestRunner> {
  const asyncHooks = createRequire(import.meta.url)('node:async_hooks') as AsyncHooks;
  const createHook = asyncHooks.createHook;
  let made: number[] = [];
  let destroy: ((asyncId: number) => void) | undefined;
  // The harness reads `createHook` once, when it loads, and calls it when the first suite starts.
  asyncHooks.createHook = (callbacks: Callbacks) => {
    const init = callbacks.init;
    destroy = callbacks.destroy;
    if (!init || !destroy) return createHook(callbacks);
    return createHook({
      init(asyncId, type, triggerAsyncId, resource) {
        init(asyncId, type, triggerAsyncId, resource);
        made.push(asyncId);
      },
    });
  };
  try {
    const { describe } = await import('node:test');
    return {
      describe,
      prune() {
        const ids = made;
        made = [];
        if (destroy) for (const id of ids) destroy(id);
      },
    };
  } finally {
    asyncHooks.createHook = createHook;
  }
}
