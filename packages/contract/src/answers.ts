import { z } from "zod";

// The answers to an event's registration questions (registration.ts), kept apart so that
// participants.ts can carry them without importing registration.ts, which imports it.

/**
 * One answer: text (short, long, date as YYYY-MM-DD, single choice as the option's label), the
 * options chosen, a tick, or a number. Choices keep the option's words, so an answer stays
 * readable when the form changes later.
 */
export const answerValueSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.boolean(),
  z.number(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const answersSchema = z
  .record(z.uuid(), answerValueSchema)
  .describe("Answers by question id");
export type Answers = z.infer<typeof answersSchema>;
