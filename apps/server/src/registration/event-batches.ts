/**
 * Work on one event at a time, in batches: the items that arrive for an event while its batch
 * is under way go together in the next one. A burst of confirmations for one event then costs
 * one transaction (one lock, one commit) per round instead of one each, and waits in this
 * process rather than holding a database connection each while the event's lock is taken.
 */
export function createEventBatches<Item, Result>(
  run: (eventId: string, items: Item[]) => Promise<Result[]>,
  maxBatch: number,
) {
  type Waiting = {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  };
  const waitingByEvent = new Map<string, Waiting[]>();
  const running = new Set<string>();

  async function runWaiting(eventId: string): Promise<void> {
    running.add(eventId);
    for (;;) {
      const waiting = waitingByEvent.get(eventId) ?? [];
      const batch = waiting.splice(0, maxBatch);
      if (waiting.length === 0) waitingByEvent.delete(eventId);
      if (batch.length === 0) break;
      try {
        const results = await run(
          eventId,
          batch.map(({ item }) => item),
        );
        batch.forEach(({ resolve }, index) => {
          resolve(results[index] as Result);
        });
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    running.delete(eventId);
  }

  return {
    /** Settles with the item's result once the batch that takes it has committed. */
    add(eventId: string, item: Item): Promise<Result> {
      return new Promise((resolve, reject) => {
        const waiting = waitingByEvent.get(eventId);
        if (waiting) waiting.push({ item, resolve, reject });
        else waitingByEvent.set(eventId, [{ item, resolve, reject }]);
        if (!running.has(eventId)) void runWaiting(eventId);
      });
    },
  };
}
