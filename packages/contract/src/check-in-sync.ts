import { z } from "zod";
import {
  CHECK_IN_CODE_HASH_PATTERN,
  MAX_SYNC_SCANS,
  SYNC_MESSAGES,
  SYNC_OUTCOMES,
} from "./check-in-sync-constants.js";
import {
  atMostCharacters,
  FIELD_MESSAGES,
  NO_CONTROL_CHARACTERS,
  recordIdsSchema,
} from "./common.js";
import { DOOR_NAME_MAX_LENGTH } from "./door-staff-constants.js";

// The check-in screen's local copy and its queue of scans, for doors with bad Wi-Fi.

export * from "./check-in-sync-constants.js";

export const syncOutcomeSchema = z.enum(SYNC_OUTCOMES);
export type SyncOutcome = z.infer<typeof syncOutcomeSchema>;

// A door's name is shown on every count screen; a control character (a NUL the database would
// refuse, a line break) has no place in it.
export const doorNameSchema = z
  .string({ error: SYNC_MESSAGES.doorRequired })
  .trim()
  .min(1, SYNC_MESSAGES.doorRequired)
  .max(DOOR_NAME_MAX_LENGTH, atMostCharacters(DOOR_NAME_MAX_LENGTH))
  .regex(NO_CONTROL_CHARACTERS, SYNC_MESSAGES.doorControlCharacters);

export const checkInEventParamsSchema = recordIdsSchema({ id: "event" });
export const checkInDeviceParamsSchema = recordIdsSchema({ id: "event", deviceId: "device" });

export const checkInListQuerySchema = z.object({
  since: z.iso
    .datetime({ offset: true, error: SYNC_MESSAGES.sinceNotServerTime })
    .optional()
    .describe("The server_time of the last answer: only participants changed since then"),
});

export const checkInEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  participant_role: z.string(),
  active: z.boolean(),
  code_hash: z.string().describe("SHA-256 of the ticket's code, hexadecimal; never the code"),
  checked_in_at: z.string().nullable().describe("UTC ISO 8601; the earliest scan's time"),
  checked_in_door: z.string().nullable(),
  may_undo: z
    .boolean()
    .describe("Whether the caller may undo this check-in (door staff: their own, for 5 minutes)"),
  undo_until: z
    .string()
    .nullable()
    .describe("Until when, UTC ISO 8601; null when there is no deadline (admins) or no undo"),
});
export type CheckInEntry = z.infer<typeof checkInEntrySchema>;

export const checkInListResponseSchema = z.object({
  server_time: z.string().describe("Pass it as since on the next refresh"),
  complete: z.boolean().describe("true: every participant (no since); false: only changes"),
  total: z
    .number()
    .int()
    .describe("Participants in the event now: a copy holding another number reloads it whole"),
  participants: z.array(checkInEntrySchema),
});
export type CheckInListResponse = z.infer<typeof checkInListResponseSchema>;

export const deviceReportRequestSchema = z.object({
  door: doorNameSchema,
  unsent: z.number().int().min(0).max(100_000).describe("Scans queued on the device, not yet sent"),
});
export type DeviceReportRequest = z.infer<typeof deviceReportRequestSchema>;

export const syncScanSchema = z
  .object({
    nonce: z.uuid(SYNC_MESSAGES.nonceNotUuid),
    scanned_at: z.iso.datetime({ offset: true, error: FIELD_MESSAGES.isoTime("scanned_at") }),
    code_hash: z
      .string()
      .toLowerCase()
      .regex(CHECK_IN_CODE_HASH_PATTERN, SYNC_MESSAGES.codeHashNotHex)
      .optional(),
    participant_id: z.uuid(FIELD_MESSAGES.recordId("participant_id", "participant")).optional(),
  })
  .refine(
    (scan) => (scan.code_hash === undefined) !== (scan.participant_id === undefined),
    SYNC_MESSAGES.oneOfCodeOrParticipant,
  );
export type SyncScan = z.infer<typeof syncScanSchema>;

export const checkInSyncRequestSchema = z.object({
  event_id: z.uuid(FIELD_MESSAGES.recordId("event_id", "event")),
  door: doorNameSchema,
  device_id: z.uuid(SYNC_MESSAGES.deviceIdNotUuid),
  scans: z
    .array(syncScanSchema)
    .min(1, SYNC_MESSAGES.noScans)
    .max(MAX_SYNC_SCANS, SYNC_MESSAGES.tooManyScans(MAX_SYNC_SCANS)),
});
export type CheckInSyncRequest = z.infer<typeof checkInSyncRequestSchema>;

export const syncResultSchema = z.object({
  nonce: z.uuid(),
  outcome: syncOutcomeSchema,
  message: z.string(),
  participant: z
    .object({ id: z.uuid(), name: z.string(), participant_role: z.string() })
    .nullable(),
  checked_in_at: z.string().nullable().describe("The check-in that counts: the earliest scan"),
  checked_in_door: z.string().nullable(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const checkInSyncResponseSchema = z.object({
  results: z.array(syncResultSchema).describe("One per scan, in the request's order"),
});
export type CheckInSyncResponse = z.infer<typeof checkInSyncResponseSchema>;

export const doorCountSchema = z.object({
  door: z.string().nullable().describe("null: checked in without a door (the admins' screens)"),
  checked_in: z.number().int().min(0),
});

/** Undoing a check-in from the door: door staff their own, for STAFF_UNDO_MINUTES. */
export const doorUndoRequestSchema = z.object({
  participant_id: z.uuid(FIELD_MESSAGES.recordId("participant_id", "participant")),
});
export type DoorUndoRequest = z.infer<typeof doorUndoRequestSchema>;

export const doorUndoResponseSchema = z.object({
  message: z.string(),
  entry: checkInEntrySchema.describe("The participant as the door's copy holds them, after undo"),
});
export type DoorUndoResponse = z.infer<typeof doorUndoResponseSchema>;
