import {
  createUserRequestSchema,
  PROFILE_IMAGE_FILE_RULE,
  updateUserRequestSchema,
} from "@events/contract";
import type { z } from "zod";
import { createOptionalFileSchema, type FileRules } from "@/lib/file-rules";

export const profileImageRules: FileRules = PROFILE_IMAGE_FILE_RULE;

const profileImageSchema = createOptionalFileSchema(profileImageRules);

// The server's own request schemas plus the chosen file's checks, so each rule is written once.
export const createUserFormSchema = createUserRequestSchema.safeExtend({
  profile_image: profileImageSchema,
});
export const updateUserFormSchema = updateUserRequestSchema.safeExtend({
  profile_image: profileImageSchema,
});

/** What a valid form gives: trimmed text, a blank phone or (on edit) password left undefined. */
export type UserFormOutput = z.output<typeof updateUserFormSchema>;
