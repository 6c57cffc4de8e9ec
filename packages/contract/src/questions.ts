import { z } from "zod";
import {
  atMostCharacters,
  blankToNull,
  FIELD_MESSAGES,
  oneOfSchema,
  requiredText,
} from "./common.js";
import {
  CHECKBOX_TICKED,
  HELP_TEXT_MAX,
  hasOptions,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  OPTION_LABEL_MAX,
  QUESTION_LABEL_MAX,
  QUESTION_TYPES,
  REGISTRATION_MESSAGES,
} from "./registration-rules.js";

// The organiser's questions of an event's registration form (registration.ts exports them),
// apart from the rest of registration's schemas so that answer-rules.ts can check answers
// against a Question without importing registration.ts, which imports it.

const optionLabelSchema = z
  .string({ error: REGISTRATION_MESSAGES.optionLabelRequired })
  .trim()
  .min(1, REGISTRATION_MESSAGES.optionLabelRequired)
  .max(OPTION_LABEL_MAX, atMostCharacters(OPTION_LABEL_MAX));

export const questionConditionSchema = z.object({
  question_id: z.uuid(FIELD_MESSAGES.recordId("question_id", "question")),
  answer: z
    .string()
    .min(1)
    .describe(`An option of that question, or "${CHECKBOX_TICKED}" for a ticked checkbox`),
});
export type QuestionCondition = z.infer<typeof questionConditionSchema>;

const questionFields = z.object({
  id: z.uuid(FIELD_MESSAGES.recordId("id", "question")).describe("Stable: answers are kept by it"),
  type: oneOfSchema(QUESTION_TYPES, "type"),
  label: requiredText(QUESTION_LABEL_MAX, REGISTRATION_MESSAGES.questionLabelRequired),
  help_text: z.preprocess(
    blankToNull,
    z.string().trim().max(HELP_TEXT_MAX, atMostCharacters(HELP_TEXT_MAX)).nullable(),
  ),
  required: z.boolean().default(false),
  options: z
    .array(optionLabelSchema)
    .max(MAX_OPTIONS, REGISTRATION_MESSAGES.tooManyOptions(MAX_OPTIONS))
    .default([]),
  min: z.number().finite().nullable().default(null).describe("number questions only"),
  max: z.number().finite().nullable().default(null).describe("number questions only"),
  show_if: questionConditionSchema.nullable().default(null),
});

export const questionSchema = questionFields.superRefine((question, context) => {
  if (hasOptions(question.type)) {
    if (question.options.length < 2) {
      context.addIssue({
        code: "custom",
        path: ["options"],
        message: REGISTRATION_MESSAGES.optionsRequired,
      });
    }
    const seen = new Set(question.options.map((option) => option.toLowerCase()));
    if (seen.size !== question.options.length) {
      context.addIssue({
        code: "custom",
        path: ["options"],
        message: REGISTRATION_MESSAGES.optionsDistinct,
      });
    }
  }
  if (question.min !== null && question.max !== null && question.min > question.max) {
    context.addIssue({ code: "custom", path: ["max"], message: REGISTRATION_MESSAGES.minAboveMax });
  }
});
export type Question = z.infer<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

/** A question taken off the form: kept so that the answers given to it stay readable. */
export const removedQuestionSchema = z.object({
  id: z.uuid(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  removed_at: z.string().describe("UTC ISO 8601"),
});
export type RemovedQuestion = z.infer<typeof removedQuestionSchema>;

/** Reports conditions that name a later question, a non-choice question or an unknown option. */
function checkQuestionList(questions: readonly Question[], context: z.RefinementCtx) {
  const earlier = new Map<string, Question>();
  questions.forEach((question, index) => {
    if (earlier.has(question.id)) {
      context.addIssue({
        code: "custom",
        path: [index, "id"],
        message: REGISTRATION_MESSAGES.duplicateQuestionId,
      });
    }
    const condition = question.show_if;
    if (condition) {
      const parent = earlier.get(condition.question_id);
      if (!parent || !(hasOptions(parent.type) || parent.type === "checkbox")) {
        context.addIssue({
          code: "custom",
          path: [index, "show_if"],
          message: REGISTRATION_MESSAGES.conditionEarlier,
        });
      } else if (
        parent.type === "checkbox"
          ? condition.answer !== CHECKBOX_TICKED
          : !parent.options.includes(condition.answer)
      ) {
        context.addIssue({
          code: "custom",
          path: [index, "show_if"],
          message: REGISTRATION_MESSAGES.conditionAnswer,
        });
      }
    }
    earlier.set(question.id, question);
  });
}

export const questionListSchema = z
  .array(questionSchema)
  .max(MAX_QUESTIONS, REGISTRATION_MESSAGES.tooManyQuestions(MAX_QUESTIONS))
  .superRefine(checkQuestionList);
