import {
  createUserRequestSchema,
  PROFILE_IMAGE_FILE_RULE,
  type UserType,
  updateUserRequestSchema,
} from "@events/contract";
import type { z } from "zod";
import { createOptionalFileSchema, type FileRules } from "@/lib/file-rules";

export const profileImageRules: FileRules = PROFILE_IMAGE_FILE_RULE;

const profileImageSchema = createOptionalFileSchema(profileImageRules);

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

// The server's own request schemas plus the chosen file's checks, so each rule is written once.
export const createUserFormSchema = createUserRequestSchema.safeExtend({
  profile_image: profileImageSchema,
});
export const updateUserFormSchema = updateUserRequestSchema.safeExtend({
  profile_image: profileImageSchema,
});

export type UserFormMode = "create" | "edit";

/** What a valid form gives: trimmed text, a blank phone or (on edit) password left undefined. */
export type UserFormOutput = z.output<typeof updateUserFormSchema>;

/** The fields a server's error details may name and the form can show them beside. */
export const USER_FORM_FIELDS = ["name", "email", "password", "phone", "profile_image"] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];
