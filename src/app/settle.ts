// The service's memory reducer: a garbage collection each time the process
// goes quiet after being busy, when the heap grew meanwhile, so an idle
// service gives memory back at a known moment and then costs no CPU.
//
// A burst (start-up: migrations, the demo world, loading and compiling every
// module; later, any spell of traffic) grows V8's young generation up to its
// maximum (two 32 MB semi-spaces: docs/operations.md "Node runtime flags")
// and leaves garbage behind; nothing collects it while the service idles,
// since an idle process allocates next to nothing. V8's own memory reducer
// does this job at a time of its choosing: here, 25 to 60 s after the
// process went quiet, two incremental collections of the whole heap (about
// 330 ms of CPU over the main thread and V8's two workers), a cost that fell
// into a minute of idleness whenever it came. The service runs with
// `--no-memory-reducer` (package.json's start script, docs/operations.md) and
// does the same work itself, at a known moment: once the process has been
// quiet (under QUIET_CPU_MS of CPU in each check) for QUIET_CHECKS checks in
// a row after start-up, IDLE_CHECKS (a minute) after traffic, and only when
// the heap grew: a young generation above its floor, or an old generation
// GROWN_BYTES larger than the last full collection left it. A quiet spell
// after a burst that grew nothing costs nothing.
//
// Start-up's garbage gets a full collection as soon as the service has
// started, before traffic has made any code hot. After that an old
// generation that grew gets a full collection at most once each
// FULL_EVERY_MS; between them a young one, which costs a few milliseconds
// (only what survives is copied), and V8 collects the old generation itself
// as the next burst fills it. After each forced full collection of a
// process that had served traffic, about 140 functions of the request path
// were deoptimised at once (V8's reason: objects their code held had died),
// and the next burst ran them unoptimised while V8 compiled them again
// (`GET /v1/me` alternating with idle spells: 6.5 µs a request more on V8's
// threads, about 9 % more CPU in all); V8's own full collections under load
// deoptimised nothing. A young collection shrinks the young generation,
// and a burst that starts on a small one promotes more and brings V8's full
// collections sooner: with a collection 6 s into every quiet spell,
// `GET /v1/me` in bursts 12 s apart cost 17 % more CPU than with none. So
// after traffic the service waits for a minute's quiet, idle rather than
// between bursts.
//
// V8 shrinks the young generation at a collection only when its allocation
// rate, sampled at the collections of about the last 5 s, is low: a first collection right after
// a burst may keep it whole, since the rate it sampled last was the burst's.
// So while the young generation did not shrink, the next quiet stretch tries
// again (a young collection: by then the last sample is this one),
// MAX_COLLECTIONS times per burst at most. A check is two reads of the
// process's CPU every CHECK_MS.
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export const CHECK_MS = 2_000;
/** CPU (user+system) over one check below which the process counts as quiet. */
const QUIET_CPU_MS = 50;
/** Quiet checks in a row before start-up's collection: 6 s, past V8's 5 s window of allocation rate. */
export const QUIET_CHECKS = 3;
/** Quiet checks in a row before a collection after traffic (the header says why). */
export const IDLE_CHECKS = 30;
/** Collections tried per burst when the young generation did not shrink. */
export const MAX_COLLECTIONS = 3;
/** A young generation this small is settled already (V8's floor is a few MB). */
export const SETTLED_YOUNG_BYTES = 8 * 1024 * 1024;
/** Old-generation growth since the last full collection worth a full collection. */
export const GROWN_BYTES = 16 * 1024 * 1024;
/** The least time between two full collections (the header says why). */
export const FULL_EVERY_MS = 60 * 60 * 1000;

export interface HeapSizes {
  youngBytes: number;
  oldBytes: number;
}

/** A full collection (both generations) or the young generation's alone. */
export type Collection = 'full' | 'young';

export interface SettleState {
  quietInRow: number;
  /** Busy since the last collection (start-up counts): the next quiet stretch may collect. */
  armed: boolean;
  /** Collections tried since the process was last busy. */
  collections: number;
  /** The old generation's size after the last full collection (0 before the first). */
  settledOldBytes: number;
  /** When the last full collection ran (null: none yet). */
  fullAt: number | null;
  /** Start-up's quiet spell is over: later ones must last IDLE_CHECKS. */
  settledOnce: boolean;
}

export const startSettling = (): SettleState => ({
  quietInRow: 0,
  armed: true,
  collections: 0,
  settledOldBytes: 0,
  fullAt: null,
  settledOnce: false,
});

/** The collection the heap is worth at `now` (see the header), or null when it holds no more than a collection would leave. */
export function collectionFor(state: SettleState, heap: HeapSizes, now: number): Collection | null {
  const fullDue = state.fullAt === null || now - state.fullAt >= FULL_EVERY_MS;
  if (fullDue && heap.oldBytes > state.settledOldBytes + GROWN_BYTES) return 'full';
  return heap.youngBytes > SETTLED_YOUNG_BYTES ? 'young' : null;
}

/**
 * One check at `now` (ms): `spentMs` of CPU since the last. Calls `collect`
 * (which answers the heap's sizes after it) when the process has been quiet
 * long enough since it was last busy and the heap grew; returns the state
 * after the check.
 */
export function settleCheck(
  state: SettleState,
  spentMs: number,
  heap: () => HeapSizes,
  collect: (kind: Collection) => HeapSizes,
  now: number,
): SettleState {
  if (spentMs >= QUIET_CPU_MS) return { ...state, quietInRow: 0, armed: true, collections: 0 };
  const quietInRow = state.quietInRow + 1;
  if (!state.armed || quietInRow < (state.settledOnce ? IDLE_CHECKS : QUIET_CHECKS)) return { ...state, quietInRow };
  const before = heap();
  const kind = collectionFor(state, before, now);
  if (kind === null) return { ...state, quietInRow: 0, armed: false, settledOnce: true };
  const after = collect(kind);
  const collections = state.collections + 1;
  const shrunk = after.youngBytes < before.youngBytes || after.youngBytes <= SETTLED_YOUNG_BYTES;
  const armed = !shrunk && collections < MAX_COLLECTIONS;
  return {
    quietInRow: 0,
    armed,
    collections,
    settledOldBytes: kind === 'full' ? after.oldBytes : state.settledOldBytes,
    fullAt: kind === 'full' ? now : state.fullAt,
    // Start-up's retries (a young generation that did not shrink) keep its short quiet.
    settledOnce: state.settledOnce || !armed,
  };
}

/**
 * Collects start-up's garbage now (call it once the service has started),
 * then watches the process for the rest of its life (a check every
 * CHECK_MS); never keeps it alive.
 */
export function settleMemoryWhenQuiet(): void {
  if (!collectorReachable()) return;
  const now = performance.now();
  let state: SettleState = { ...startSettling(), settledOldBytes: collectGarbage('full').oldBytes, fullAt: now };
  let last = process.cpuUsage();
  const timer = setInterval(() => {
    const spent = process.cpuUsage(last);
    state = settleCheck(state, (spent.user + spent.system) / 1000, heapSizes, collectGarbage, performance.now());
    // Read after the check: a collection's own CPU must not count as the process being busy (it would re-arm it).
    last = process.cpuUsage();
  }, CHECK_MS);
  timer.unref();
}

function heapSizes(): HeapSizes {
  let youngBytes = 0;
  let oldBytes = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === 'new_space') youngBytes = space.space_size;
    else oldBytes += space.space_size;
  }
  return { youngBytes, oldBytes };
}

let gc: ((options?: { type: 'minor' }) => void) | null | undefined;

/** The collector's entry point without --expose-gc on the command line: exposed, then taken from a fresh context. */
function collectorReachable(): boolean {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as typeof gc;
    } catch {
      // Not available in this runtime: the memory stays as the bursts leave it (and V8's reducer, unless switched off).
      gc = null;
    }
  }
  return gc !== null;
}

/** One collection; the heap's sizes after it. */
function collectGarbage(kind: Collection): HeapSizes {
  if (kind === 'full') gc?.();
  else gc?.({ type: 'minor' });
  return heapSizes();
}
