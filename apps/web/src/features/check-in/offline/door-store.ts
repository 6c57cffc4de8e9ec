import type { CheckInEntry, SyncResult } from "@events/contract";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

// The check-in screen's copy of the event's list, kept in the browser so the door goes on
// checking people in when the venue's network drops. One database per origin, for every event.

/** The event's participant as the door's copy holds it. */
export type StoredEntry = CheckInEntry & { event_id: string };

/** A check-in made on this device and not yet answered by the server. */
export type QueuedScan = {
  nonce: string;
  event_id: string;
  door: string;
  /** UTC ISO 8601, this device's clock at the scan. */
  scanned_at: string;
  /** What the server is sent: the ticket's hash (a scan) or the participant (found by name). */
  code_hash?: string;
  participant_id?: string;
  /** The participant the copy named at the scan, shown as checked in until the answer comes. */
  local_participant_id: string | null;
};

/** A scan of this device with the server's answer, kept to notice an earlier scan overtaking it. */
export type SentScan = QueuedScan & { result: SyncResult };

interface DoorDatabase extends DBSchema {
  entries: {
    key: [string, string];
    value: StoredEntry;
    indexes: { by_event: string; by_code: [string, string] };
  };
  queue: { key: string; value: QueuedScan; indexes: { by_event: string } };
  sent: { key: string; value: SentScan; indexes: { by_event: string } };
  settings: { key: string; value: string };
}

export const DOOR_DATABASE_NAME = "events-door";
const DATABASE_VERSION = 1;
const DEVICE_ID_KEY = "device_id";

const doorSettingKey = (eventId: string) => `door:${eventId}`;
const byScanTime = (first: QueuedScan, second: QueuedScan) =>
  first.scanned_at.localeCompare(second.scanned_at) || first.nonce.localeCompare(second.nonce);

/** The door's store: the event's entries, the queue of unsent scans, sent scans, settings. */
export type DoorStore = Awaited<ReturnType<typeof openDoorStore>>;

export async function openDoorStore(name = DOOR_DATABASE_NAME) {
  const database: IDBPDatabase<DoorDatabase> = await openDB<DoorDatabase>(name, DATABASE_VERSION, {
    upgrade(upgrading) {
      const entries = upgrading.createObjectStore("entries", { keyPath: ["event_id", "id"] });
      entries.createIndex("by_event", "event_id");
      entries.createIndex("by_code", ["event_id", "code_hash"]);
      upgrading
        .createObjectStore("queue", { keyPath: "nonce" })
        .createIndex("by_event", "event_id");
      upgrading.createObjectStore("sent", { keyPath: "nonce" }).createIndex("by_event", "event_id");
      upgrading.createObjectStore("settings");
    },
  });

  return {
    close: () => database.close(),

    listEntries: (eventId: string) => database.getAllFromIndex("entries", "by_event", eventId),
    countEntries: (eventId: string) => database.countFromIndex("entries", "by_event", eventId),
    findByCodeHash: (eventId: string, codeHash: string) =>
      database.getFromIndex("entries", "by_code", [eventId, codeHash]),

    /** The whole list, in place of the one held: whoever left the event leaves the copy. */
    async replaceEntries(eventId: string, entries: readonly CheckInEntry[]): Promise<void> {
      const transaction = database.transaction("entries", "readwrite");
      const held = await transaction.store.index("by_event").getAllKeys(eventId);
      await Promise.all([
        ...held.map((key) => transaction.store.delete(key)),
        ...entries.map((entry) => transaction.store.put({ ...entry, event_id: eventId })),
        transaction.done,
      ]);
    },

    /** Changed participants over the ones held. */
    async putEntries(eventId: string, entries: readonly CheckInEntry[]): Promise<void> {
      const transaction = database.transaction("entries", "readwrite");
      await Promise.all([
        ...entries.map((entry) => transaction.store.put({ ...entry, event_id: eventId })),
        transaction.done,
      ]);
    },

    /** The event's unsent scans, oldest first: the order the server takes them in. */
    async listQueue(eventId: string): Promise<QueuedScan[]> {
      const queued = await database.getAllFromIndex("queue", "by_event", eventId);
      return queued.sort(byScanTime);
    },
    enqueue: (scan: QueuedScan) => database.put("queue", scan),

    /** Answered scans leave the queue and are kept with their answers, in one step. */
    async recordSent(sent: readonly SentScan[]): Promise<void> {
      const transaction = database.transaction(["queue", "sent"], "readwrite");
      await Promise.all([
        ...sent.map((scan) => transaction.objectStore("queue").delete(scan.nonce)),
        ...sent.map((scan) => transaction.objectStore("sent").put(scan)),
        transaction.done,
      ]);
    },
    listSent: (eventId: string) => database.getAllFromIndex("sent", "by_event", eventId),

    /** This browser's id in device reports and syncs, made once. */
    async readDeviceId(): Promise<string> {
      const transaction = database.transaction("settings", "readwrite");
      let deviceId = await transaction.store.get(DEVICE_ID_KEY);
      if (deviceId === undefined) {
        deviceId = crypto.randomUUID();
        await transaction.store.put(deviceId, DEVICE_ID_KEY);
      }
      await transaction.done;
      return deviceId;
    },
    readDoor: (eventId: string) => database.get("settings", doorSettingKey(eventId)),
    saveDoor: (eventId: string, door: string) =>
      database.put("settings", door, doorSettingKey(eventId)),
  };
}
