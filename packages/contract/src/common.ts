import { z } from "zod";

export const errorResponseSchema = z
  .object({
    error: z.string().describe("A message a person can read"),
    details: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .describe("One entry per invalid field, for 400 answers"),
  })
  .describe("Every error answer");
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const uuidSchema = z.uuid();
