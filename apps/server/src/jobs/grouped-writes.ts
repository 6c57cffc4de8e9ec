/**
 * Writes items in groups, one write at a time: the items added while a write is under way go
 * together in the next one. Each add settles with the write that took its item, so a caller that
 * awaits it knows its item is stored, while a burst of callers costs one statement and one commit
 * per round trip instead of one each.
 */
export function createGroupedWriter<T>(write: (items: T[]) => Promise<void>) {
  type Waiting = { item: T; resolve: () => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let isWriting = false;

  async function writeWaiting(): Promise<void> {
    isWriting = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await write(group.map(({ item }) => item));
        for (const { resolve } of group) resolve();
      } catch (error) {
        for (const { reject } of group) reject(error);
      }
    }
    isWriting = false;
  }

  return {
    add(item: T): Promise<void> {
      return new Promise((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!isWriting) void writeWaiting();
      });
    },
  };
}
