// Door staff's plain values, apart from the schemas (door-staff.ts): the check-in page names its
// door with them and the door-link pages tell a link's secret with them on their first load, and
// zod should not have to come with them.

import { SECRET_PATTERN } from "./common-rules.js";

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

/** Whether a link's fragment held a secret (SECRET_PATTERN); none (null) is not one. */
export function isLinkSecret(value: string | null): boolean {
  return value !== null && SECRET_PATTERN.test(value);
}

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
