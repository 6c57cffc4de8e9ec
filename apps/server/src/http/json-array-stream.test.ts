import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { streamJsonArray, type TakeBatch } from "./json-array-stream.js";

/** A log that keeps what was logged as an error. */
function createErrorLog() {
  const errors: unknown[][] = [];
  return {
    errors,
    error: (...args: unknown[]) => {
      errors.push(args);
    },
  };
}

const parts = (readBatches: (takeBatch: TakeBatch<number>) => Promise<void>) => ({
  opening: '{"numbers":[',
  closing: "]}",
  writeItem: (item: number) => JSON.stringify(item),
  readBatches,
});

describe("a JSON answer written a batch at a time", () => {
  it("writes the items of every batch between the opening and the closing", async () => {
    const answer = await streamJsonArray({
      ...parts(async (takeBatch) => {
        await takeBatch([1, 2]);
        await takeBatch([3]);
      }),
      log: createErrorLog(),
    });
    expect(await text(answer)).toBe('{"numbers":[1,2,3]}');
  });

  it("writes an empty array when there is no batch", async () => {
    const answer = await streamJsonArray({ ...parts(async () => {}), log: createErrorLog() });
    expect(await text(answer)).toBe('{"numbers":[]}');
  });

  it("fails as a whole when reading fails before the first batch", async () => {
    const failure = new Error("database gone");
    await expect(
      streamJsonArray({
        ...parts(async () => {
          throw failure;
        }),
        log: createErrorLog(),
      }),
    ).rejects.toBe(failure);
  });

  it("logs a failure after the first batch and cuts the answer short", async () => {
    const log = createErrorLog();
    const answer = await streamJsonArray({
      ...parts(async (takeBatch) => {
        await takeBatch([1]);
        throw new Error("database gone");
      }),
      log,
    });
    await expect(text(answer)).rejects.toThrow("database gone");
    expect(log.errors).toHaveLength(1);
  });

  it("stops reading once the reader goes away", async () => {
    let batchesTaken = 0;
    let reading: Promise<void> = Promise.resolve();
    const answer = await streamJsonArray({
      ...parts((takeBatch) => {
        reading = (async () => {
          for (;;) {
            await takeBatch([batchesTaken]);
            batchesTaken += 1;
          }
        })();
        return reading;
      }),
      log: createErrorLog(),
    });
    answer.destroy();
    await expect(reading).rejects.toThrow("closed");
    expect(batchesTaken).toBeLessThan(2);
  });
});
