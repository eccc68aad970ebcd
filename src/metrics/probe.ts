// A scrape-time read that several gauges share: the gauges of one scrape are
// collected together, so the first asks and the others wait for the same
// answer (one query per scrape, not one per gauge). A failed read (the
// database is down) reads as null: the scrape still answers, and the gauges
// keep their last values.
export function sharedProbe<T>(read: () => Promise<T | null>): () => Promise<T | null> {
  let pending: Promise<T | null> | null = null;
  return () => {
    pending ??= read()
      .catch(() => null)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
