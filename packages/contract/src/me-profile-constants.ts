// The participants' app's profile messages, apart from its schemas (me-profile.ts): a page that
// reads a server's message by its code (error-codes.ts) needs them, and zod should not come with
// them.

export const NOTHING_TO_CHANGE_MESSAGE = "Nothing to change";

export const ME_PROFILE_MESSAGES = {
  emailCodeSent: "We sent a code to the new address. Type it here to confirm the change.",
  emailInUse: "This e-mail address is already used by another participant of one of your events",
  emailTaken: "This e-mail address is already used by another person of the app",
  sameEmail: "This is already your e-mail address",
  deletionCodeSent: "We sent a code to your e-mail address. Type it here to delete your account.",
  accountDeleted: "Your account and your data were deleted",
  selectPhoto: "Select a photo to upload",
} as const;
