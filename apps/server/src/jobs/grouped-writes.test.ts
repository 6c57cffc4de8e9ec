import { describe, expect, it } from "vitest";
import { createGroupedWriter } from "./grouped-writes.js";

/** A write that holds until released, noting each group it was given. */
function heldWrites() {
  const groups: string[][] = [];
  const releases: Array<(error?: Error) => void> = [];
  const write = (items: string[]) => {
    groups.push(items);
    return new Promise<void>((resolve, reject) =>
      releases.push((error) => (error ? reject(error) : resolve())),
    );
  };
  /** Lets the oldest held write finish, then lets the writer start its next one. */
  async function release(error?: Error) {
    releases.shift()?.(error);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { groups, write, release };
}

describe("grouped writes", () => {
  it("takes the items added during a write together in the next one", async () => {
    const held = heldWrites();
    const writer = createGroupedWriter(held.write);
    const added = ["a", "b", "c", "d"].map((item) => writer.add(item));
    expect(held.groups).toEqual([["a"]]);
    await held.release();
    expect(held.groups).toEqual([["a"], ["b", "c", "d"]]);
    await held.release();
    await expect(Promise.all(added)).resolves.toEqual([undefined, undefined, undefined, undefined]);
  });

  it("settles an add only when the write holding its item has finished", async () => {
    const held = heldWrites();
    const writer = createGroupedWriter(held.write);
    let isFirstStored = false;
    let isSecondStored = false;
    void writer.add("first").then(() => {
      isFirstStored = true;
    });
    void writer.add("second").then(() => {
      isSecondStored = true;
    });
    await held.release();
    expect([isFirstStored, isSecondStored]).toEqual([true, false]);
    await held.release();
    expect(isSecondStored).toBe(true);
  });

  it("refuses every item of a failed write, and writes the next items afterwards", async () => {
    const held = heldWrites();
    const writer = createGroupedWriter(held.write);
    const first = writer.add("a");
    const grouped = Promise.allSettled([writer.add("b"), writer.add("c")]);
    await held.release();
    await first;
    await held.release(new Error("connection lost"));
    expect((await grouped).map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    const later = writer.add("d");
    expect(held.groups.at(-1)).toEqual(["d"]);
    await held.release();
    await expect(later).resolves.toBeUndefined();
  });
});
