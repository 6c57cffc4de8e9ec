import { Readable } from "node:stream";
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

/** The answer's text, whether it came whole or as a stream. */
const textOf = (answer: Readable | Buffer) =>
  Buffer.isBuffer(answer) ? Promise.resolve(answer.toString("utf8")) : text(answer);

/** The answer, which must be a stream. */
function asStream(answer: Readable | Buffer): Readable {
  if (Buffer.isBuffer(answer)) throw new Error(`Expected a stream, got ${answer.toString("utf8")}`);
  return answer;
}

/** The answer, which must have come whole. */
function wholeText(answer: Readable | Buffer): string {
  if (!Buffer.isBuffer(answer)) throw new Error("Expected the answer whole, got a stream");
  return answer.toString("utf8");
}

describe("a JSON answer written a batch at a time", () => {
  it("writes the items of every batch between the opening and the closing", async () => {
    const answer = await streamJsonArray({
      ...parts(async (takeBatch) => {
        await takeBatch([1, 2]);
        await takeBatch([3]);
      }),
      log: createErrorLog(),
    });
    expect(asStream(answer)).toBeInstanceOf(Readable);
    expect(await textOf(answer)).toBe('{"numbers":[1,2,3]}');
  });

  it("answers a list of one batch whole, as bytes, leaving empty batches out", async () => {
    const answer = await streamJsonArray({
      ...parts(async (takeBatch) => {
        await takeBatch([]);
        await takeBatch([1, 2]);
      }),
      log: createErrorLog(),
    });
    expect(wholeText(answer)).toBe('{"numbers":[1,2]}');
  });

  it("writes an empty array when there is no batch", async () => {
    const answer = await streamJsonArray({ ...parts(async () => {}), log: createErrorLog() });
    expect(wholeText(answer)).toBe('{"numbers":[]}');
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

  it("fails as a whole when reading fails after the first batch, before a second", async () => {
    const failure = new Error("database gone");
    await expect(
      streamJsonArray({
        ...parts(async (takeBatch) => {
          await takeBatch([1]);
          throw failure;
        }),
        log: createErrorLog(),
      }),
    ).rejects.toBe(failure);
  });

  it("logs a failure once the answer is under way and cuts it short", async () => {
    const log = createErrorLog();
    const answer = await streamJsonArray({
      ...parts(async (takeBatch) => {
        await takeBatch([1]);
        await takeBatch([2]);
        throw new Error("database gone");
      }),
      log,
    });
    await expect(textOf(answer)).rejects.toThrow("database gone");
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
    asStream(answer).destroy();
    await expect(reading).rejects.toThrow("closed");
    // The second batch opened the answer; none is read after it went away.
    expect(batchesTaken).toBeLessThan(3);
  });
});
