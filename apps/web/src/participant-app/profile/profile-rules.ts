import { emailChangeRequestSchema, myProfileUpdateSchema } from "@events/contract";
import { contractMessageText } from "@/lib/contract-message-text";

// The contract's own rules for the profile's fields, with its messages (in the page's language),
// so the screen refuses what the server would before asking it.

export type ProfileField = "name" | "phone";
export type ProfileValues = Record<ProfileField, string>;

/** The contract's message for each field it refuses (none: the values may be sent). */
export function checkProfile(values: ProfileValues): Partial<ProfileValues> {
  const errors: Partial<ProfileValues> = {};
  for (const issue of myProfileUpdateSchema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === "name" || field === "phone") && !errors[field]) {
      errors[field] = contractMessageText(issue.message);
    }
  }
  return errors;
}

/** The contract's message for a new e-mail address it refuses, or undefined. */
export function checkNewEmail(email: string): string | undefined {
  const message = emailChangeRequestSchema.safeParse({ email }).error?.issues[0]?.message;
  return message && contractMessageText(message);
}
