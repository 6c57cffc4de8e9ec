import type { UserType } from "@events/contract";

// The user form's values apart from its schema (user-form-schema.ts): the admins' lists read a
// server's refusal with them on their first load, before the form and zod are needed.

/** The form's fields as the inputs hold them; type and isVerified are set by the screen. */
export type UserFormValues = {
  name: string;
  email: string;
  password: string;
  phone: string;
  type: UserType;
  isVerified: boolean;
  profile_image: File | null;
};

export type UserFormMode = "create" | "edit";

/** The fields a server's error details may name and the form can show them beside. */
export const USER_FORM_FIELDS = ["name", "email", "password", "phone", "profile_image"] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];
