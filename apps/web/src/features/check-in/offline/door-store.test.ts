import "fake-indexeddb/auto";
import type { CheckInEntry, SyncResult } from "@events/contract";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hashTicketCode } from "../utils/hash-ticket-code";
import { openDoorStore, type QueuedScan } from "./door-store";

const EVENT = "00000000-0000-4000-8000-000000000001";
const OTHER_EVENT = "00000000-0000-4000-8000-000000000002";

async function entry(id: string, name: string): Promise<CheckInEntry> {
  return {
    id,
    name,
    participant_role: "attendee",
    active: true,
    code_hash: await hashTicketCode(`code of ${id}`),
    checked_in_at: null,
    checked_in_door: null,
    may_undo: false,
    undo_until: null,
  };
}

function scan(nonce: string, scannedAt: string): QueuedScan {
  return {
    nonce,
    event_id: EVENT,
    door: "North entrance",
    scanned_at: scannedAt,
    participant_id: "p1",
    local_participant_id: "p1",
  };
}

beforeEach(() => {
  // A fresh IndexedDB for each test: nothing one test keeps reaches the next.
  vi.stubGlobal("indexedDB", new IDBFactory());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the door's store", () => {
  it("makes the device id once and keeps a door per event", async () => {
    const store = await openDoorStore();
    const deviceId = await store.readDeviceId();
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    await store.saveDoor(EVENT, "North entrance");
    store.close();

    const reopened = await openDoorStore();
    expect(await reopened.readDeviceId()).toBe(deviceId);
    expect(await reopened.readDoor(EVENT)).toBe("North entrance");
    expect(await reopened.readDoor(OTHER_EVENT)).toBeUndefined();
  });

  it("replaces an event's entries whole, leaves other events alone and finds a ticket by hash", async () => {
    const store = await openDoorStore();
    await store.replaceEntries(EVENT, [await entry("p1", "Ada"), await entry("p2", "Grace")]);
    await store.replaceEntries(OTHER_EVENT, [await entry("p9", "Alan")]);
    await store.replaceEntries(EVENT, [await entry("p2", "Grace Hopper")]);

    expect(await store.listEntries(EVENT)).toEqual([
      { ...(await entry("p2", "Grace Hopper")), event_id: EVENT },
    ]);
    expect(await store.countEntries(OTHER_EVENT)).toBe(1);
    const found = await store.findByCodeHash(EVENT, await hashTicketCode("code of p2"));
    expect(found?.name).toBe("Grace Hopper");
    expect(await store.findByCodeHash(EVENT, await hashTicketCode("code of p9"))).toBeUndefined();

    await store.putEntries(EVENT, [{ ...(await entry("p2", "Grace")), checked_in_door: "West" }]);
    expect((await store.listEntries(EVENT))[0]?.checked_in_door).toBe("West");
  });

  it("lists the queue oldest scan first, and moves answered scans out of it", async () => {
    const store = await openDoorStore();
    await store.enqueue(scan("b", "2025-03-05T18:02:00.000Z"));
    await store.enqueue(scan("a", "2025-03-05T18:05:00.000Z"));
    await store.enqueue(scan("c", "2025-03-05T18:02:00.000Z"));
    expect((await store.listQueue(EVENT)).map((queued) => queued.nonce)).toEqual(["b", "c", "a"]);

    const result: SyncResult = {
      nonce: "b",
      outcome: "checked_in",
      message: "Checked in",
      participant: null,
      checked_in_at: null,
      checked_in_door: null,
    };
    await store.recordSent([{ ...scan("b", "2025-03-05T18:02:00.000Z"), result }]);
    expect((await store.listQueue(EVENT)).map((queued) => queued.nonce)).toEqual(["c", "a"]);
    expect(await store.listSent(EVENT)).toEqual([
      { ...scan("b", "2025-03-05T18:02:00.000Z"), result },
    ]);
  });
});
