import { z } from "zod";
import { atMostCharacters, emailSchema, NO_CONTROL_CHARACTERS, recordIdsSchema } from "./common.js";
import { nameSchema, newPasswordSchema } from "./users.js";

// Door staff: accounts that may only check people in, at the events they were added to.

/** How long a device pairing code works, once. */
export const PAIRING_CODE_MINUTES = 10;
/** How long the e-mailed link to choose a password works. */
export const STAFF_INVITATION_DAYS = 7;
/**
 * A paired device's session lasts longer than an admin's (SESSION_MAX_AGE_SECONDS, 30 minutes
 * idle): a door may be offline for hours and must still send its queue when the network
 * returns. It reaches one event's check-in only, and its admins can sign it out at any time.
 */
export const DEVICE_SESSION_MAX_AGE_SECONDS = 3 * 24 * 60 * 60;
export const DEVICE_SESSION_IDLE_SECONDS = 24 * 60 * 60;
/** How long door staff may undo a check-in they made themselves. */
export const STAFF_UNDO_MINUTES = 5;
export const DOOR_NAME_MAX_LENGTH = 60;
export const DEVICE_NAME_MAX_LENGTH = 60;

export const DOOR_STAFF_MESSAGES = {
  added: "Door staff added; they were e-mailed a link to choose a password",
  addedExisting: "Door staff added",
  removed: "Door staff removed; their devices for this event are signed out",
  deviceRevoked: "Device signed out",
  devicePaired: "Device paired: it may check people in at this event",
  alreadyStaff: "This person is already door staff of this event",
  administratorEmail: "This e-mail belongs to an administrator, who cannot be door staff",
  staffNotFound: "Door staff not found",
  deviceNotFound: "Device not found",
  pairingInvalid: "This pairing code is not valid any more; ask for a new one",
  invitationInvalid: "This link is not valid any more; ask the event's organiser for a new one",
  passwordChosen: "Password saved; sign in with your e-mail and password",
  undoNotAllowed: `Door staff may undo only their own check-ins, for ${STAFF_UNDO_MINUTES} minutes`,
  deviceNameRequired: "Name this device",
  deviceNameControlCharacters: "A device's name must not contain control characters",
} as const;

export const staffParamsSchema = recordIdsSchema({ id: "event", userId: "user" });
export const staffDeviceParamsSchema = recordIdsSchema({
  id: "event",
  userId: "user",
  deviceId: "device",
});

export const addStaffRequestSchema = z.object({ email: emailSchema, name: nameSchema });
export type AddStaffRequest = z.infer<typeof addStaffRequestSchema>;

export const staffDeviceSchema = z.object({
  id: z.uuid().describe("The device's session; revoking it signs the device out"),
  name: z.string().describe("What the device was called when paired"),
  door: z.string().nullable().describe("The door it last reported"),
  paired_at: z.string().describe("UTC ISO 8601"),
  last_used_at: z.string().describe("UTC ISO 8601"),
});
export type StaffDevice = z.infer<typeof staffDeviceSchema>;

export const staffMemberSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  password_chosen: z.boolean().describe("false until they follow the e-mailed link"),
  added_at: z.string().describe("UTC ISO 8601"),
  devices: z.array(staffDeviceSchema).describe("Devices paired for this event, newest first"),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const staffMemberResponseSchema = z.object({
  message: z.string(),
  staff_member: staffMemberSchema,
});
export type StaffMemberResponse = z.infer<typeof staffMemberResponseSchema>;

export const pairingResponseSchema = z.object({
  url: z.string().describe("Opened on the device: /door/pair#code=…; the code works once"),
  qr_svg: z.string().describe("The url as a QR code, an SVG document"),
  expires_at: z.string().describe("UTC ISO 8601"),
});
export type PairingResponse = z.infer<typeof pairingResponseSchema>;

/** A secret from a link's fragment: 43 base64url characters (32 random bytes). */
const linkSecretSchema = (message: string) =>
  z.string({ error: message }).regex(/^[A-Za-z0-9_-]{43}$/, message);

export const pairDeviceRequestSchema = z.object({
  code: linkSecretSchema(DOOR_STAFF_MESSAGES.pairingInvalid),
  device_name: z
    .string()
    .trim()
    .min(1, DOOR_STAFF_MESSAGES.deviceNameRequired)
    .max(DEVICE_NAME_MAX_LENGTH, atMostCharacters(DEVICE_NAME_MAX_LENGTH))
    .regex(NO_CONTROL_CHARACTERS, DOOR_STAFF_MESSAGES.deviceNameControlCharacters),
});
export type PairDeviceRequest = z.infer<typeof pairDeviceRequestSchema>;

export const pairDeviceResponseSchema = z.object({
  event_id: z.uuid().describe("The one event this device may check people in at"),
  message: z.string(),
});
export type PairDeviceResponse = z.infer<typeof pairDeviceResponseSchema>;

export const choosePasswordRequestSchema = z.object({
  token: linkSecretSchema(DOOR_STAFF_MESSAGES.invitationInvalid),
  password: newPasswordSchema,
});
export type ChoosePasswordRequest = z.infer<typeof choosePasswordRequestSchema>;

/** An event the caller may check people in at. */
export const doorEventSchema = z.object({
  id: z.uuid(),
  event_name: z.string(),
  event_datetime: z.string().nullable().describe("Wall-clock YYYY-MM-DDTHH:mm:ss"),
  end_datetime: z.string().nullable().describe("Wall-clock YYYY-MM-DDTHH:mm:ss"),
  time_zone: z.string().describe("The IANA zone of the wall-clock times"),
  venue: z.string().nullable(),
});
export type DoorEvent = z.infer<typeof doorEventSchema>;

export const doorEventsResponseSchema = z.object({
  events: z
    .array(doorEventSchema)
    .describe("By start, soonest first; a paired device has exactly one"),
});
export type DoorEventsResponse = z.infer<typeof doorEventsResponseSchema>;
