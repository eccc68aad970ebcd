// The order a worker of `npm test` looks at the queue's files in
// (test/runner/worker.ts). The queue is longest first; files marked as mostly
// waiting belong to the waiting lane (scripts/test.mjs): its worker takes only
// those, and the other workers take them last, once every other file is
// claimed, so a core is not left idle while they wait, and no file waits for
// the lane when the other workers are free.

/** Indexes into the queue, in the order this worker tries to claim them. */
export function claimOrder(waiting: readonly boolean[], count: number, waitingLane: boolean): number[] {
  const indexes = Array.from({ length: count }, (_, index) => index);
  if (waitingLane) return indexes.filter((index) => waiting[index] === true);
  return [...indexes.filter((index) => waiting[index] !== true), ...indexes.filter((index) => waiting[index] === true)];
}
