import { DOOR_STAFF_MESSAGES, PAIRING_CODE_MINUTES } from "@events/contract";

/** The door staff screens' words; the contract's where it has them. */
export const doorStaffTexts = {
  ...DOOR_STAFF_MESSAGES,
  staffTitle: "Door staff",
  staffIntro:
    "Door staff can only check people in at this event: they see names, roles and check-in, nothing else.",
  backToEvent: "Back to Event Details",
  eventIdMissing: "Event ID is missing",
  staffLoading: "Loading door staff...",
  staffFailed: "Failed to load the door staff",
  noStaff: "No door staff yet",
  noStaffText:
    "Add the people who will check participants in at the door; they are e-mailed a link to choose a password.",
  staffListTitle: "Staff and their devices",
  staffListLabel: "Door staff of this event",

  addTitle: "Add door staff",
  addButton: "Add door staff",
  adding: "Adding...",
  addFailed: "The door staff could not be added",
  nameLabel: "Name",
  emailLabel: "E-mail",

  passwordChosen: "Password chosen",
  invitationSent: "Invitation sent",
  addedOn: (moment: string) => `Added ${moment}`,
  devicesTitle: "Devices",
  noDevices: "No devices paired",
  door: (door: string | null) => (door ? `Door: ${door}` : "No door chosen yet"),
  lastUsed: (moment: string) => `Last used ${moment}`,
  timesIn: (timeZone: string) => `Times in ${timeZone}.`,

  pairDevice: "Pair a device",
  // The buttons' names for screen readers: their visible words, then whose.
  pairDeviceFor: (name: string) => `Pair a device for ${name}`,
  pairDescription:
    "Scan the code with the phone or tablet to be used at the door, or open the link on it.",
  pairing: "Making a pairing code...",
  pairFailed: "The pairing code could not be made",
  pairQrLabel: (name: string) => `Pairing QR code for ${name}`,
  pairLink: "Pairing link",
  copyLink: "Copy link",
  linkCopied: "Copied",
  copyFailed: "The link could not be copied; select it and copy it yourself.",
  pairExpiry: (moment: string) =>
    `Works once, for ${PAIRING_CODE_MINUTES} minutes: until ${moment}.`,

  remove: "Remove",
  removeNamed: (name: string) => `Remove ${name}`,
  removing: "Removing...",
  removeQuestion: (name: string) => `Remove ${name} from this event's door staff?`,
  removeDescription: "Their devices for this event are signed out at once.",
  removeFailed: "The door staff could not be removed",

  signOutDevice: "Sign out device",
  signOutDeviceNamed: (deviceName: string) => `Sign out device ${deviceName}`,
  signingOut: "Signing out...",
  signOutQuestion: (name: string) => `Sign out ${name}?`,
  signOutDescription: "The device needs a new pairing code to check people in again.",
  signOutFailed: "The device could not be signed out",
} as const;
