import { z } from "zod";
import { atMostCharacters, emailSchema, NO_CONTROL_CHARACTERS, recordIdsSchema } from "./common.js";
import { SECRET_PATTERN } from "./common-rules.js";
import { DEVICE_NAME_MAX_LENGTH, DOOR_STAFF_MESSAGES } from "./door-staff-constants.js";
import { eventSchema } from "./events.js";
import { nameSchema, newPasswordSchema } from "./users.js";

// Door staff: accounts that may only check people in, at the events they were added to.

export * from "./door-staff-constants.js";

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

const linkSecretSchema = (message: string) =>
  z.string({ error: message }).regex(SECRET_PATTERN, message);

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

/** An event the caller may check people in at: the fields of the event that the door shows. */
export const doorEventSchema = eventSchema.pick({
  id: true,
  event_name: true,
  event_datetime: true,
  end_datetime: true,
  time_zone: true,
  venue: true,
});
export type DoorEvent = z.infer<typeof doorEventSchema>;

export const doorEventsResponseSchema = z.object({
  events: z
    .array(doorEventSchema)
    .describe("By start, soonest first; a paired device has exactly one"),
});
export type DoorEventsResponse = z.infer<typeof doorEventsResponseSchema>;
