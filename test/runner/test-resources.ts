// Node 20's test runner knows which test each piece of asynchronous work
// belongs to through an async hook (internal/test_runner/harness): `init`
// maps every new async resource to its parent's test, so a `test()` or
// `before()` called from a file's code nests in that file's suite (the
// worker's `describe(file)`), and an uncaught error fails the test it came
// from; `destroy` deletes the entry when the resource is gone.
//
// Both cost. A destroy hook makes V8 track the collection of every promise (a
// weak callback each, and the collector's work for it): 6–8 % of a worker's
// CPU on the heavy files. An init hook switches on V8's promise hooks, which
// make every promise and every await call into JavaScript (a loop of awaits
// runs 2.4–2.7x slower with them on): about 4 % of a worker's CPU (26 files
// alternated in one worker), paid by every test body although only the
// registration needs it.
//
// So here the harness gets its own `init` and no `destroy`, and its hook is
// on only while a file's module loads (`registering`/`registered`): the
// tests and hooks the file declares nest in its suite exactly as before; its
// tests then run without promise tracking. The entries made while it loaded
// are deleted once the file's suite has ended (`prune`), with the harness's
// own `destroy`. A suite whose body awaits before declaring its tests would
// declare them after the hook is off, at the root: no file does, and
// test/suite/temp-dir.test.ts keeps it so. What else changes is how an
// uncaught error from a test body is named: the runner cannot tell which test
// it came from, so it reports it as from no test (the error's text in a
// diagnostic; the worker adds the file and the stack) and the worker exits
// with failure, which fails the run (the harness sets the exit code), as
// before.
import { createRequire } from 'node:module';

type AsyncHooks = typeof import('node:async_hooks');
type Callbacks = Parameters<AsyncHooks['createHook']>[0];

export interface TestRunner {
  describe: typeof import('node:test').describe;
  /** Deletes the entries of the async resources made since the last call (after a file's suite has ended). */
  prune(): void;
  /** Switches the harness's hook on: a file's module is about to load (its tests register). */
  registering(): void;
  /** Switches it off: the file's module has loaded, its tests run. */
  registered(): void;
}

/** Loads node:test with the lighter hook; must run before anything else in the process loads node:test. */
export async function loadTestRunner(): Promise<TestRunner> {
  const asyncHooks = createRequire(import.meta.url)('node:async_hooks') as AsyncHooks;
  const createHook = asyncHooks.createHook;
  let made: number[] = [];
  let hook: ReturnType<AsyncHooks['createHook']> | undefined;
  let destroy: ((asyncId: number) => void) | undefined;
  // The harness reads `createHook` once, when it loads, and calls it when the first suite starts.
  asyncHooks.createHook = (callbacks: Callbacks) => {
    const init = callbacks.init;
    destroy = callbacks.destroy;
    if (!init || !destroy) return createHook(callbacks);
    hook = createHook({
      init(asyncId, type, triggerAsyncId, resource) {
        init(asyncId, type, triggerAsyncId, resource);
        made.push(asyncId);
      },
    });
    return hook;
  };
  try {
    const { describe } = await import('node:test');
    return {
      describe,
      registering: () => void hook?.enable(),
      registered: () => void hook?.disable(),
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
