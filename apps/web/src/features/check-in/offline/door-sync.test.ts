import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { doorPeople, stubSyncServer, ticketCode } from "../testing/fake-sync-server";
import { createDoorSync, WHOLE_RELOAD_MS } from "./door-sync";

const { ada, grace, alan } = doorPeople;

/** 18:00 in London on the event's day (UTC then), moved on by the test. */
let clock = Date.UTC(2025, 2, 5, 18, 0, 0);
const at = (minutes: number) => new Date(Date.UTC(2025, 2, 5, 18, minutes, 0)).toISOString();

async function startDoor(door = "West door") {
  const sync = createDoorSync({
    eventId: EVENT_ID,
    timeZone: "Europe/London",
    now: () => new Date(clock),
  });
  await sync.start();
  await sync.saveDoor(door);
  return sync;
}

const names = (sync: Awaited<ReturnType<typeof startDoor>>) =>
  sync.getSnapshot().entries.map((entry) => entry.name);
const entryOf = (sync: Awaited<ReturnType<typeof startDoor>>, id: string) =>
  sync.getSnapshot().entries.find((entry) => entry.id === id);

beforeEach(() => {
  vi.stubGlobal("indexedDB", new IDBFactory());
  clock = Date.UTC(2025, 2, 5, 18, 0, 0);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the door's copy", () => {
  it("loads the whole list, then only the changes, and whole again when the total differs", async () => {
    const server = await stubSyncServer([ada, grace]);
    const sync = await startDoor();
    await sync.refresh();
    expect(names(sync)).toEqual(["Ada Lovelace", "Grace Hopper"]);

    server.syncElsewhere({
      door: "North entrance",
      scans: [
        {
          nonce: crypto.randomUUID(),
          scanned_at: at(1),
          code_hash: entryOf(sync, ada.id)?.code_hash,
        },
      ],
    });
    await sync.refresh();
    expect(entryOf(sync, ada.id)?.checked_in_door).toBe("North entrance");
    const lists = () =>
      server.requests.filter((request) => request.path.includes("/check-in-list/"));
    expect(lists()).toHaveLength(2);

    server.remove(grace.id);
    await sync.refresh();
    expect(names(sync)).toEqual(["Ada Lovelace"]);
    // The change list held nothing of Grace: the total told, and the whole list followed.
    expect(lists()).toHaveLength(4);
  });

  it("reloads the whole list every two minutes", async () => {
    const server = await stubSyncServer([ada]);
    const sync = await startDoor();
    await sync.refresh();
    clock += WHOLE_RELOAD_MS - 1000;
    await sync.refresh();
    clock += 1000;
    await sync.refresh();
    const wholes = server.requests.filter(
      (request) => request.path.includes("/check-in-list/") && !request.path.includes("since"),
    );
    expect(wholes).toHaveLength(2);
  });

  it("keeps the copy for a device that starts offline", async () => {
    const server = await stubSyncServer([ada, grace]);
    const first = await startDoor();
    await first.refresh();
    first.close();

    server.setNetwork("down");
    const later = await startDoor();
    await later.runRound();
    expect(later.getSnapshot().isOffline).toBe(true);
    expect(names(later)).toEqual(["Ada Lovelace", "Grace Hopper"]);
    expect((await later.checkInByCode(grace.code)).outcome).toMatchObject({
      tone: "success",
      name: "Grace Hopper",
    });
  });
});

describe("the door's queue", () => {
  it("checks in offline at once, and sends the scans in scan order when back online", async () => {
    const server = await stubSyncServer([ada, grace, alan]);
    const sync = await startDoor();
    await sync.runRound();

    server.setNetwork("down");
    sync.setBrowserOnline(false);
    clock = Date.parse(at(5));
    await sync.checkInByCode(grace.code);
    clock = Date.parse(at(6));
    await sync.checkInParticipant(ada.id);
    expect(sync.getSnapshot()).toMatchObject({ isOffline: true, queueLength: 2 });
    expect(entryOf(sync, grace.id)).toMatchObject({
      checked_in_at: at(5),
      checked_in_door: "West door",
      isPending: true,
    });
    expect(server.syncRequests()).toHaveLength(0);

    server.setNetwork("up");
    sync.setBrowserOnline(true);
    await sync.runRound();
    const [request] = server.syncRequests();
    expect(request?.door).toBe("West door");
    expect(request?.scans.map((scan) => scan.scanned_at)).toEqual([at(5), at(6)]);
    expect(request?.scans[1]).toEqual({
      nonce: expect.any(String),
      scanned_at: at(6),
      participant_id: ada.id,
    });
    expect(sync.getSnapshot()).toMatchObject({ isOffline: false, queueLength: 0, conflicts: [] });
    expect(entryOf(sync, grace.id)).toMatchObject({ checked_in_at: at(5), isPending: false });
    expect(sync.getSnapshot().answers.map((answer) => answer.outcome.title)).toEqual([
      "Checked in",
      "Checked in",
    ]);
    expect(server.count().checked_in).toBe(2);
    expect(Object.values(server.reports())).toEqual([{ door: "West door", unsent: 0 }]);
  });

  it("sends the same scans again after a lost answer, and the server counts them once", async () => {
    const server = await stubSyncServer([ada, grace]);
    const sync = await startDoor();
    await sync.refresh();

    server.setNetwork("lose-answers");
    await sync.checkInByCode(ada.code);
    await sync.flush();
    expect(sync.getSnapshot()).toMatchObject({ isOffline: true, queueLength: 1 });
    expect(server.person(ada.id)?.checked_in_at).toBe(at(0));

    server.setNetwork("up");
    await sync.runRound();
    const [lost, again] = server.syncRequests();
    expect(again?.scans).toEqual(lost?.scans);
    expect(sync.getSnapshot().queueLength).toBe(0);
    expect(sync.getSnapshot().answers[0]?.outcome).toMatchObject({ title: "Checked in" });
    expect(server.count().checked_in).toBe(1);
  });

  it("sends at most 500 scans a request", async () => {
    const many = Array.from({ length: 501 }, (_, index) => ({
      id: crypto.randomUUID(),
      name: `Guest ${index}`,
      code: ticketCode(`guest${index}`),
    }));
    const server = await stubSyncServer(many);
    const sync = await startDoor();
    await sync.refresh();
    server.setNetwork("down");
    sync.setBrowserOnline(false);
    for (const [index, person] of many.entries()) {
      clock = Date.parse(at(0)) + index;
      await sync.checkInParticipant(person.id);
    }
    server.setNetwork("up");
    sync.setBrowserOnline(true);
    await sync.flush();
    expect(server.syncRequests().map((request) => request.scans.length)).toEqual([500, 1]);
    expect(server.count().checked_in).toBe(501);
  }, 30_000);

  it("shows a conflict when another door's earlier scan overtakes one of this device's", async () => {
    const server = await stubSyncServer([ada, grace]);
    const sync = await startDoor();
    await sync.refresh();
    const adaHash = entryOf(sync, ada.id)?.code_hash;

    // Both doors offline; this one scans Ada at 18:05 and is back first.
    clock = Date.parse(at(5));
    await sync.checkInByCode(ada.code);
    await sync.flush();
    expect(sync.getSnapshot().answers[0]?.outcome.title).toBe("Checked in");
    expect(sync.getSnapshot().conflicts).toEqual([]);

    // North entrance scanned her at 18:02 (London: 18:02 in March) and sends it now.
    const [theirs] = server.syncElsewhere({
      door: "North entrance",
      scans: [{ nonce: crypto.randomUUID(), scanned_at: at(2), code_hash: adaHash }],
    });
    expect(theirs?.outcome).toBe("checked_in");
    await sync.refresh();
    expect(sync.getSnapshot().conflicts).toEqual([
      {
        nonce: expect.any(String),
        name: "Ada Lovelace",
        message: "Already checked in at North entrance, 18:02",
      },
    ]);
    // The answer shown for the scan says so too, no longer "Checked in".
    expect(sync.getSnapshot().answers[0]?.outcome).toMatchObject({
      tone: "warning",
      title: "Already checked in at North entrance, 18:02",
    });
  });

  it("keeps the server's words when another door was first, and refuses a renewed ticket", async () => {
    const server = await stubSyncServer([ada, grace]);
    const sync = await startDoor();
    await sync.refresh();
    server.setNetwork("down");
    sync.setBrowserOnline(false);
    clock = Date.parse(at(10));
    await sync.checkInByCode(ada.code);
    await sync.checkInByCode(grace.code);

    server.syncElsewhere({
      door: "North entrance",
      scans: [{ nonce: crypto.randomUUID(), scanned_at: at(2), participant_id: ada.id }],
    });
    await server.renewTicket(grace.id, ticketCode("grace-new"));
    server.setNetwork("up");
    sync.setBrowserOnline(true);
    await sync.runRound();

    const titles = sync.getSnapshot().answers.map((answer) => answer.outcome);
    expect(titles).toEqual(
      expect.arrayContaining([
        {
          tone: "warning",
          name: "Ada Lovelace",
          title: "Already checked in at North entrance, 18:02",
        },
        {
          tone: "error",
          title: "This ticket was replaced by a newer one; ask for the new ticket",
        },
      ]),
    );
    expect(sync.getSnapshot().conflicts).toEqual([
      {
        nonce: expect.any(String),
        name: "Ada Lovelace",
        message: "Already checked in at North entrance, 18:02",
      },
    ]);
    expect(entryOf(sync, grace.id)).toMatchObject({ checked_in_at: null, isPending: false });
  });

  it("answers a ticket the copy already holds as checked in without queueing it", async () => {
    await stubSyncServer([{ ...ada, checked_in_at: at(2), checked_in_door: "North entrance" }]);
    const sync = await startDoor();
    await sync.refresh();
    const { nonce, outcome } = await sync.checkInByCode(ada.code.toUpperCase());
    expect(nonce).toBeNull();
    expect(outcome).toEqual({
      tone: "warning",
      name: "Ada Lovelace",
      title: "Already checked in at North entrance, 18:02",
    });
    expect((await sync.checkInByCode("not a ticket")).outcome.title).toBe("Unknown ticket");
    expect(sync.getSnapshot().queueLength).toBe(0);
  });

  it("undoes online, and refuses to while offline", async () => {
    const server = await stubSyncServer([
      { ...ada, checked_in_at: at(2), checked_in_door: "West door" },
    ]);
    const sync = await startDoor();
    await sync.refresh();
    sync.setBrowserOnline(false);
    await expect(sync.undo(ada.id)).rejects.toThrow("Undo needs the network");
    sync.setBrowserOnline(true);
    expect(await sync.undo(ada.id)).toBe("Check-in undone");
    expect(entryOf(sync, ada.id)?.checked_in_at).toBeNull();
    expect(server.person(ada.id)?.checked_in_at).toBeNull();
  });
});
