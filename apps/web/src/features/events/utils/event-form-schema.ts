import { EVENT_IMAGE_FILE_RULE, eventInputSchema } from "@events/contract";
import type { z } from "zod";
import { createOptionalFileSchema, type FileRules } from "@/lib/file-rules";

/** Logo and cover image alike (DESIGN §7: the server refuses other logos too). */
export const eventImageRules: FileRules = EVENT_IMAGE_FILE_RULE;

const eventImageSchema = createOptionalFileSchema(eventImageRules);

// The server's own schema of the 'data' part plus the chosen files' checks: each rule once.
export const eventFormSchema = eventInputSchema.safeExtend({
  logo: eventImageSchema,
  cover_image: eventImageSchema,
});

export type EventFormOutput = z.output<typeof eventFormSchema>;
