import {
  CHECK_IN_CODE_PATTERN,
  type CheckInEntry,
  type CheckInSyncRequest,
  MAX_SYNC_SCANS,
  type SyncResult,
} from "@events/contract";
import { t } from "@/i18n/i18n";
import { describeError, isNetworkError } from "@/lib/api-error";
import { getCheckInList } from "../api/get-check-in-list";
import { reportCheckInDevice } from "../api/report-check-in-device";
import { syncCheckIns } from "../api/sync-check-ins";
import { undoDoorCheckIn } from "../api/undo-door-check-in";
import { alreadyCheckedInText, syncResultText } from "../texts/outcome-texts";
import type { ScanOutcome } from "../utils/describe-scan-outcome";
import { formatZoneClock } from "../utils/format-clock";
import { hashTicketCode } from "../utils/hash-ticket-code";
import { type DoorStore, openDoorStore, type QueuedScan, type SentScan } from "./door-store";

// The door's offline engine: the local copy, its refreshes, the queue of scans and their sync.
// Plain TypeScript with a subscribe/snapshot pair, so a screen reads it through
// useSyncExternalStore and tests drive it step by step.

/** A whole reload now and then catches whatever a change list could miss. */
export const WHOLE_RELOAD_MS = 2 * 60 * 1000;
/** The answers to this device's scans kept on screen, newest first. */
export const ANSWERS_SHOWN = 10;

/** A participant as the door shows them: the copy, with this device's unsent check-ins on top. */
export type DoorEntry = CheckInEntry & {
  /** Checked in on this device and not yet confirmed by the server. */
  isPending: boolean;
};

/** A scan of this device that another device's check-in won: the earliest scan counts. */
export type DoorConflict = { nonce: string; name: string; message: string };

/** The server's answer to one of this device's scans. */
export type DoorAnswer = { nonce: string; name: string | null; outcome: ScanOutcome };

export type DoorSnapshot = {
  isLoaded: boolean;
  door: string | null;
  /** Sorted by name. */
  entries: readonly DoorEntry[];
  queueLength: number;
  isOffline: boolean;
  /** The server refused the last sync for another reason than the network (shown, retried). */
  sendError: string | null;
  conflicts: readonly DoorConflict[];
  answers: readonly DoorAnswer[];
};

export type DoorCheckInResult = { outcome: ScanOutcome; nonce: string | null };

export type DoorSyncOptions = {
  eventId: string;
  /** The event's zone, for the times in conflicts ('10:02'), as the server words them. */
  timeZone?: string;
  openStore?: () => Promise<DoorStore>;
  now?: () => Date;
  isBrowserOnline?: boolean;
};

const ANSWER_TONES: Record<SyncResult["outcome"], ScanOutcome["tone"]> = {
  checked_in: "success",
  already_checked_in: "warning",
  unknown_ticket: "error",
  ticket_renewed: "error",
  inactive: "error",
  participant_not_found: "error",
  too_old: "error",
};

/** The copy's own count, as the server counts: active participants, and those checked in. */
export function countCopy(entries: readonly DoorEntry[]): { checkedIn: number; total: number } {
  const active = entries.filter((entry) => entry.active);
  return {
    checkedIn: active.filter((entry) => entry.checked_in_at !== null).length,
    total: active.length,
  };
}

function displayName(name: string | undefined | null): string {
  return name?.trim() || t("check-in.row.noName");
}

/**
 * Whether another device's check-in overtook this device's accepted scan: the server keeps the
 * earliest scan, so the copy then holds an earlier time (or the same instant at another door).
 * A later time means the check-in was undone and made again since, which overtook nothing.
 */
function isOvertaken(sent: SentScan, entry: CheckInEntry | undefined): boolean {
  if (!entry?.checked_in_at) return false;
  const theirs = Date.parse(entry.checked_in_at);
  const ours = Date.parse(sent.scanned_at);
  return theirs < ours || (theirs === ours && entry.checked_in_door !== sent.door);
}

/** Consecutive scans of one door, at most a request's worth: one sync names one door. */
function takeBatch(queue: readonly QueuedScan[]): QueuedScan[] {
  const [first] = queue;
  if (!first) return [];
  const batch: QueuedScan[] = [];
  for (const scan of queue) {
    if (scan.door !== first.door || batch.length === MAX_SYNC_SCANS) break;
    batch.push(scan);
  }
  return batch;
}

function toSyncScan({ nonce, scanned_at, code_hash, participant_id }: QueuedScan) {
  return code_hash === undefined
    ? { nonce, scanned_at, participant_id }
    : { nonce, scanned_at, code_hash };
}

export type DoorSync = ReturnType<typeof createDoorSync>;

export function createDoorSync({
  eventId,
  timeZone,
  openStore = openDoorStore,
  now = () => new Date(),
  isBrowserOnline = true,
}: DoorSyncOptions) {
  let store: DoorStore | null = null;
  let deviceId = "";
  let door: string | null = null;
  const copy = new Map<string, CheckInEntry>();
  let queue: QueuedScan[] = [];
  let sent: SentScan[] = [];
  let answers: DoorAnswer[] = [];
  let serverTime: string | null = null;
  let wholeLoadedAt = Number.NEGATIVE_INFINITY;
  let hasNetworkFailed = false;
  let isOnlineNow = isBrowserOnline;
  let sendError: string | null = null;
  let sending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  let snapshot: DoorSnapshot = {
    isLoaded: false,
    door: null,
    entries: [],
    queueLength: 0,
    isOffline: !isBrowserOnline,
    sendError: null,
    conflicts: [],
    answers: [],
  };

  function requireStore(): DoorStore {
    if (!store) throw new Error("The door's store is not open yet");
    return store;
  }

  function formatTime(iso: string): string {
    return formatZoneClock(iso, timeZone);
  }

  function viewEntries(): DoorEntry[] {
    const pendingScans = new Map<string, QueuedScan>();
    for (const scan of queue) {
      if (scan.local_participant_id && !pendingScans.has(scan.local_participant_id)) {
        pendingScans.set(scan.local_participant_id, scan);
      }
    }
    return [...copy.values()]
      .map((entry) => {
        const pending = pendingScans.get(entry.id);
        return pending && entry.checked_in_at === null
          ? {
              ...entry,
              checked_in_at: pending.scanned_at,
              checked_in_door: pending.door,
              isPending: true,
            }
          : { ...entry, isPending: false };
      })
      .sort((first, second) => first.name.localeCompare(second.name));
  }

  function findConflicts(): DoorConflict[] {
    const conflicts: DoorConflict[] = [];
    for (const scan of sent) {
      const { result } = scan;
      const name = displayName(result.participant?.name);
      if (result.outcome === "already_checked_in") {
        conflicts.push({ nonce: scan.nonce, name, message: syncResultText(result, formatTime) });
      } else if (result.outcome === "checked_in" && result.participant) {
        const entry = copy.get(result.participant.id);
        if (entry?.checked_in_at && isOvertaken(scan, entry)) {
          const message = alreadyCheckedInText(
            entry.checked_in_door,
            formatTime(entry.checked_in_at),
          );
          conflicts.push({ nonce: scan.nonce, name, message });
        }
      }
    }
    return conflicts.sort((first, second) => first.name.localeCompare(second.name));
  }

  /**
   * The answers as they stand now: a check-in another door's earlier scan overtook since reads
   * as the conflict it became, not as the "Checked in" the server first said.
   */
  function currentAnswers(conflicts: readonly DoorConflict[]): DoorAnswer[] {
    const overtaken = new Map(conflicts.map((conflict) => [conflict.nonce, conflict.message]));
    return answers.map((answer) => {
      const message = overtaken.get(answer.nonce);
      if (message === undefined || answer.outcome.tone !== "success") return answer;
      return { ...answer, outcome: { ...answer.outcome, tone: "warning", title: message } };
    });
  }

  function publish(): void {
    const conflicts = findConflicts();
    snapshot = {
      isLoaded: store !== null,
      door,
      entries: viewEntries(),
      queueLength: queue.length,
      isOffline: !isOnlineNow || hasNetworkFailed,
      sendError,
      conflicts,
      answers: currentAnswers(conflicts),
    };
    for (const listener of listeners) listener();
  }

  /** Runs a request; a network failure marks the device offline, any answer marks it online. */
  async function reach<T>(request: () => Promise<T>): Promise<T> {
    try {
      const answer = await request();
      hasNetworkFailed = false;
      return answer;
    } catch (error) {
      if (isNetworkError(error)) hasNetworkFailed = true;
      throw error;
    }
  }

  async function loadWhole(): Promise<void> {
    const answer = await reach(() => getCheckInList(eventId));
    await requireStore().replaceEntries(eventId, answer.participants);
    copy.clear();
    for (const entry of answer.participants) copy.set(entry.id, entry);
    serverTime = answer.server_time;
    wholeLoadedAt = now().getTime();
  }

  /** Brings the copy up to date: the changes since the last answer, or the whole list. */
  async function refresh(): Promise<void> {
    const isWholeDue = serverTime === null || now().getTime() - wholeLoadedAt >= WHOLE_RELOAD_MS;
    if (isWholeDue) {
      await loadWhole();
    } else {
      const answer = await reach(() => getCheckInList(eventId, serverTime ?? undefined));
      await requireStore().putEntries(eventId, answer.participants);
      for (const entry of answer.participants) copy.set(entry.id, entry);
      serverTime = answer.server_time;
      // Who left the event is in no change list: a count that differs reloads the whole copy.
      if ((await requireStore().countEntries(eventId)) !== answer.total) await loadWhole();
    }
    publish();
  }

  async function sendBatch(batch: QueuedScan[], batchDoor: string): Promise<void> {
    const request: CheckInSyncRequest = {
      event_id: eventId,
      door: batchDoor,
      device_id: deviceId,
      scans: batch.map(toSyncScan),
    };
    const { results } = await reach(() => syncCheckIns(request));
    const byNonce = new Map(results.map((result) => [result.nonce, result]));
    const answered: SentScan[] = batch.flatMap((scan) => {
      const result = byNonce.get(scan.nonce);
      return result ? [{ ...scan, result }] : [];
    });
    await requireStore().recordSent(answered);
    const answeredNonces = new Set(answered.map((scan) => scan.nonce));
    queue = queue.filter((scan) => !answeredNonces.has(scan.nonce));
    sent = [...sent, ...answered];
    const changed: CheckInEntry[] = [];
    for (const { result } of answered) {
      const entry = result.participant ? copy.get(result.participant.id) : undefined;
      if (entry && result.checked_in_at !== null) {
        const updated = {
          ...entry,
          checked_in_at: result.checked_in_at,
          checked_in_door: result.checked_in_door,
        };
        copy.set(entry.id, updated);
        changed.push(updated);
      }
    }
    await requireStore().putEntries(eventId, changed);
    const newAnswers = answered.map(({ nonce, result }) => ({
      nonce,
      name: result.participant ? displayName(result.participant.name) : null,
      outcome: {
        tone: ANSWER_TONES[result.outcome],
        title: syncResultText(result, formatTime),
        name: result.participant ? displayName(result.participant.name) : undefined,
      },
    }));
    answers = [...newAnswers.reverse(), ...answers].slice(0, ANSWERS_SHOWN);
  }

  /** Sends the queue, oldest scan first, until it is empty or a request fails. */
  async function sendQueue(): Promise<void> {
    queue = await requireStore().listQueue(eventId);
    try {
      for (let batch = takeBatch(queue); batch.length > 0; batch = takeBatch(queue)) {
        await sendBatch(batch, batch[0]?.door ?? "");
        // Scans made while a batch was on its way are sent in the same round.
        queue = await requireStore().listQueue(eventId);
      }
      sendError = null;
    } catch (error) {
      sendError = isNetworkError(error)
        ? null
        : describeError(error, t("check-in.offline.sendFailed"));
    } finally {
      publish();
    }
  }

  /** One round of sending at a time; a call during one waits for it and for what came meanwhile. */
  function flush(): Promise<void> {
    if (!isOnlineNow) return Promise.resolve();
    if (!sending) {
      sending = sendQueue().finally(() => {
        sending = null;
      });
    }
    return sending;
  }

  async function enqueue(scan: Omit<QueuedScan, "nonce" | "event_id" | "door" | "scanned_at">) {
    if (door === null) throw new Error(t("check-in.door.first"));
    const queued: QueuedScan = {
      ...scan,
      nonce: crypto.randomUUID(),
      event_id: eventId,
      door,
      scanned_at: now().toISOString(),
    };
    await requireStore().enqueue(queued);
    queue = [...queue, queued];
    publish();
    return queued.nonce;
  }

  function alreadyIn(entry: DoorEntry): ScanOutcome {
    return {
      tone: "warning",
      name: displayName(entry.name),
      title: alreadyCheckedInText(entry.checked_in_door, formatTime(entry.checked_in_at ?? "")),
    };
  }

  function findView(participantId: string): DoorEntry | undefined {
    return snapshot.entries.find((entry) => entry.id === participantId);
  }

  /** Tells the event's count this device's door and its unsent scans. */
  async function report(): Promise<void> {
    const reportedDoor = door;
    if (reportedDoor === null || !isOnlineNow) return;
    await reach(() =>
      reportCheckInDevice(eventId, deviceId, { door: reportedDoor, unsent: queue.length }),
    );
  }

  return {
    eventId,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): DoorSnapshot => snapshot,

    /** Opens the copy kept from before, so a device that starts offline still works. */
    async start(): Promise<void> {
      store = await openStore();
      deviceId = await store.readDeviceId();
      door = (await store.readDoor(eventId)) ?? null;
      const [entries, queued, sentBefore] = await Promise.all([
        store.listEntries(eventId),
        store.listQueue(eventId),
        store.listSent(eventId),
      ]);
      for (const { event_id: _eventId, ...entry } of entries) copy.set(entry.id, entry);
      queue = queued;
      sent = sentBefore;
      publish();
    },
    close(): void {
      store?.close();
      listeners.clear();
    },

    async saveDoor(name: string): Promise<void> {
      door = name.trim();
      await requireStore().saveDoor(eventId, door);
      publish();
    },

    /** The browser's own word on the network (navigator.onLine and its events). */
    setBrowserOnline(isOnline: boolean): void {
      isOnlineNow = isOnline;
      if (isOnline) hasNetworkFailed = false;
      publish();
    },

    refresh,
    flush,

    report,

    /**
     * One round while online: send what waits, refresh the copy, report the device. A failure
     * is kept in the snapshot (offline, or the server's words) and the next round tries again.
     */
    async runRound(): Promise<void> {
      if (!isOnlineNow || store === null) {
        publish();
        return;
      }
      try {
        await flush();
        await refresh();
        await report();
      } catch {
        publish();
      }
    },

    /** A scanned or typed ticket code, looked up in the copy and queued. */
    async checkInByCode(code: string): Promise<DoorCheckInResult> {
      const normalized = code.trim().toLowerCase();
      if (!CHECK_IN_CODE_PATTERN.test(normalized)) {
        return {
          nonce: null,
          outcome: { tone: "error", title: t("check-in.outcome.unknownTicket") },
        };
      }
      const codeHash = await hashTicketCode(normalized);
      const stored = await requireStore().findByCodeHash(eventId, codeHash);
      const entry = stored ? findView(stored.id) : undefined;
      if (entry?.checked_in_at) return { nonce: null, outcome: alreadyIn(entry) };
      if (entry && !entry.active) {
        return { nonce: null, outcome: { tone: "error", title: t("check-in.outcome.inactive") } };
      }
      const nonce = await enqueue({ code_hash: codeHash, local_participant_id: entry?.id ?? null });
      return {
        nonce,
        outcome: entry
          ? {
              tone: "success",
              name: displayName(entry.name),
              title: t("check-in.outcome.checkedIn"),
            }
          : { tone: "warning", title: t("check-in.outcome.notInCopy") },
      };
    },

    /** A participant found by name, queued. */
    async checkInParticipant(participantId: string): Promise<DoorCheckInResult> {
      const entry = findView(participantId);
      if (!entry) {
        return {
          nonce: null,
          outcome: { tone: "error", title: t("check-in.outcome.participantNotFound") },
        };
      }
      if (entry.checked_in_at) return { nonce: null, outcome: alreadyIn(entry) };
      const nonce = await enqueue({ participant_id: entry.id, local_participant_id: entry.id });
      return {
        nonce,
        outcome: {
          tone: "success",
          name: displayName(entry.name),
          title: t("check-in.outcome.checkedIn"),
        },
      };
    },

    /** The server's answer to a queued scan once this round of sending is over, if it came. */
    async awaitAnswer(nonce: string): Promise<DoorAnswer | null> {
      await flush();
      return answers.find((answer) => answer.nonce === nonce) ?? null;
    },

    /** Undo needs the server (it decides who may): refused with a reason while offline. */
    async undo(participantId: string): Promise<string> {
      if (snapshot.isOffline) throw new Error(t("check-in.row.undoOffline"));
      const answer = await reach(() => undoDoorCheckIn({ participant_id: participantId }));
      copy.set(answer.entry.id, answer.entry);
      await requireStore().putEntries(eventId, [answer.entry]);
      publish();
      return answer.message;
    },
  };
}
