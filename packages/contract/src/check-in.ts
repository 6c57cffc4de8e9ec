import { z } from "zod";
import {
  CHECK_IN_CODE_PATTERN,
  CHECK_IN_MESSAGES,
  MAX_BADGE_IDS,
  MAX_BADGES_PER_REQUEST,
} from "./check-in-constants.js";
import { DEVICE_SILENT_SECONDS, doorCountSchema } from "./check-in-sync.js";
import { FIELD_MESSAGES } from "./common.js";
import { participantSchema } from "./participants.js";

// Tickets and check-in at the door.

export * from "./check-in-constants.js";

export const checkInByCodeRequestSchema = z.object({
  event_id: z.uuid(FIELD_MESSAGES.recordId("event_id", "event")),
  code: z
    .string({ error: CHECK_IN_MESSAGES.unknownTicket })
    .trim()
    .toLowerCase()
    .regex(CHECK_IN_CODE_PATTERN, CHECK_IN_MESSAGES.unknownTicket),
});
export type CheckInByCodeRequest = z.infer<typeof checkInByCodeRequestSchema>;

export const checkInResponseSchema = z.object({
  message: z.string(),
  participant: participantSchema,
  already_checked_in: z
    .boolean()
    .describe("true when the participant was checked in before; nothing changed then"),
  checked_in_at: z.string().nullable().describe("The first check-in's time, or null after undo"),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

export const checkInCountResponseSchema = z.object({
  checked_in: z.number().int().min(0).describe("Active participants checked in"),
  total: z.number().int().min(0).describe("Active participants of the event"),
  by_door: z
    .array(doorCountSchema)
    .describe("Active participants checked in, per door, most first"),
  devices_with_unsent: z
    .number()
    .int()
    .min(0)
    .describe("Devices whose last report (within a day) held scans not yet sent"),
  devices_offline: z
    .number()
    .int()
    .min(0)
    .describe(`Devices seen today but silent for ${DEVICE_SILENT_SECONDS} seconds or more`),
});
export type CheckInCountResponse = z.infer<typeof checkInCountResponseSchema>;

export const ticketResponseSchema = z.object({
  participant_id: z.uuid(),
  event_id: z.uuid(),
  code: z.string().describe("What the QR code holds"),
  qr_svg: z.string().describe("The QR code as an SVG document"),
});
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

export const badgesQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid(CHECK_IN_MESSAGES.badgeIdsInvalid))
        .max(MAX_BADGE_IDS, CHECK_IN_MESSAGES.tooManyBadges(MAX_BADGE_IDS)),
    )
    .optional()
    .describe(
      `At most ${MAX_BADGE_IDS} participant ids separated by commas; without it, every active participant (at most ${MAX_BADGES_PER_REQUEST})`,
    ),
});

export const badgeSchema = z.object({
  participant_id: z.uuid(),
  name: z.string(),
  participant_role: z.string(),
  qr_svg: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const badgesResponseSchema = z.object({
  event_name: z.string(),
  badges: z.array(badgeSchema),
  truncated: z.boolean().describe(`true when the event has more than ${MAX_BADGES_PER_REQUEST}`),
});
export type BadgesResponse = z.infer<typeof badgesResponseSchema>;
