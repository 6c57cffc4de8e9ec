// The users contract's plain values, apart from its schemas (users.ts): the admins' lists draw
// with them on their first load, and zod should not have to come with them.

export const USER_TYPES = ["system_admin", "event_admin"] as const;

/**
 * Every kind of account: the specification's two admin types, and door staff (door-staff.ts),
 * who are added to events by their admins and never appear among the users the specification
 * manages.
 */
export const ACCOUNT_TYPES = [...USER_TYPES, "door_staff"] as const;

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 40;
// Long enough for any pass phrase, short enough that hashing cannot be used to burn CPU.
export const PASSWORD_MAX_LENGTH = 256;

export const USER_MESSAGES = {
  nameAndEmailRequired: "Name and email are required",
  passwordRequiredForNewAdmins: "Password is required for new admins",
  phoneRequiredForEventAdmins: "Phone is required for event admins",
  duplicateEmail: "A user with this email already exists",
  cannotDeleteSelf: "You cannot delete your own account",
  cannotRemoveLastSystemAdmin: "The last system admin cannot be removed",
  cannotChangeOwnType: "You cannot change your own user type",
  userNotFound: "User not found",
  nameRequired: "Name is required",
  nameTooLong: "Name is too long",
  nameControlCharacters: "Name must not contain control characters",
  phoneTooLong: "Phone is too long",
  phoneInvalid: "Enter a valid phone number",
  passwordRequired: "Password is required",
  passwordTooLong: "Password is too long",
} as const;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
