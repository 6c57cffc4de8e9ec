// Without the contract, unlike messages.ts: the route table reads these words on every page,
// and the contract's module of door staff would bring its schemas (and zod) into the sign-in
// page's first download. The server's own words stay the contract's (DOOR_STAFF_MESSAGES).

/** The door's own pages: the events, pairing a device and choosing a password. */
export const doorTexts = {
  areaTitle: "Door check-in",
  signOut: "Sign out",
  signingOut: "Signing out...",
  adminPortal: "Admin portal",
  notFoundTitle: "Page Not Found",
  goToEvents: "Go to your events",

  eventsTitle: "Your events",
  eventsLoading: "Loading your events...",
  eventsFailed: "Failed to load your events",
  noEvents: "No events to check in at",
  noEventsText: "An event's organiser adds you as door staff; the event then appears here.",
  dateNotSet: "Date not set",

  pairTitle: "Name this device",
  pairIntro:
    "The name tells the organiser which device is which, so they can sign it out should it be lost.",
  deviceNameLabel: "Device name",
  deviceNameHint: "For example: Phone at North entrance",
  pairButton: "Pair this device",
  pairingBusy: "Pairing...",
  pairFailed: "This device could not be paired",
  pairRefusedTitle: "Pairing failed",

  choosePasswordTitle: "Choose your password",
  choosePasswordIntro: "You were added as door staff. Choose a password to sign in with.",
  passwordLabel: "Password",
  confirmPasswordLabel: "Password again",
  passwordsDiffer: "The passwords do not match",
  savePassword: "Save password",
  savingPassword: "Saving...",
  choosePasswordFailed: "The password could not be saved",
  invitationRefusedTitle: "Link not valid",
  passwordSavedTitle: "Password saved",
  goToSignIn: "Go to sign in",
} as const;
