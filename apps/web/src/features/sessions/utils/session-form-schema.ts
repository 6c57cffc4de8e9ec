import { SESSION_IMAGE_FILE_RULE, sessionInputSchema } from "@events/contract";
import type { z } from "zod";
import { createOptionalFileSchema, type FileRules } from "@/lib/file-rules";

/** DESIGN §7: 16 MB, so the hint and the check agree. */
export const sessionImageRules: FileRules = SESSION_IMAGE_FILE_RULE;

/** The contract's schema of the text fields plus the chosen image's check: each rule once. */
export const sessionFormSchema = sessionInputSchema.safeExtend({
  image: createOptionalFileSchema(sessionImageRules),
});

export type SessionFormOutput = z.output<typeof sessionFormSchema>;
