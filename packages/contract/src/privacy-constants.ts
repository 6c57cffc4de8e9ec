// The privacy contract's plain values, apart from its schemas (privacy.ts): the Privacy screen
// draws with them on its first load, and zod should not have to come with them.

/** The privacy policy now in force; a consent names the version the person was shown. */
export const PRIVACY_POLICY_VERSION = "2026-11-27";

/** How a participant's consent came to be on record. */
export const CONSENT_METHODS = ["added_by_admin", "imported", "given_by_person"] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

export const CONSENT_METHOD_LABELS: Record<ConsentMethod, string> = {
  added_by_admin: "Added by an admin",
  imported: "Imported",
  given_by_person: "Given by the person",
};

/** The text that replaces every value of an erased person's data in the activity log. */
export const ERASED_VALUE = "[erased]";

export const PRIVACY_MESSAGES = {
  reasonRequired: "Give a reason for the erasure",
  reasonTooLong: "The reason can be at most 500 characters",
  confirmationMismatch: "Type the person's e-mail address exactly to confirm",
  nothingHeld: "Nothing is held on this e-mail address",
  formatZipOrJson: "format must be json or zip",
} as const;

/** A person is their e-mail address, compared trimmed and in any case. */
export function personKey(email: string): string {
  return email.trim().toLowerCase();
}

export const PERSON_DATA_FORMATS = ["json", "zip"] as const;
