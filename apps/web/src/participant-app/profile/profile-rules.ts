import { emailChangeRequestSchema, myProfileUpdateSchema } from "@events/contract";

// The contract's own rules for the profile's fields, with its messages, so the screen refuses
// what the server would before asking it.

export type ProfileField = "name" | "phone";
export type ProfileValues = Record<ProfileField, string>;

/** The contract's message for each field it refuses (none: the values may be sent). */
export function checkProfile(values: ProfileValues): Partial<ProfileValues> {
  const errors: Partial<ProfileValues> = {};
  for (const issue of myProfileUpdateSchema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === "name" || field === "phone") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The contract's message for a new e-mail address it refuses, or undefined. */
export function checkNewEmail(email: string): string | undefined {
  return emailChangeRequestSchema.safeParse({ email }).error?.issues[0]?.message;
}
