import { hasOptions, registrationSettingsInputSchema } from "@events/contract";
import { z } from "zod";
import {
  type QuestionFormValues,
  type RegistrationFormValues,
  splitOptions,
} from "./registration-form";

/** A typed number as the contract reads it: blank stays blank (none), anything else a number. */
function toNumber(text: string): number | string {
  return text.trim() === "" ? "" : Number(text);
}

function toQuestionInput(question: QuestionFormValues) {
  const isNumber = question.type === "number";
  return {
    id: question.id,
    type: question.type,
    label: question.label,
    help_text: question.help_text,
    required: question.required,
    options: hasOptions(question.type) ? splitOptions(question.options) : [],
    min: isNumber && question.min.trim() !== "" ? Number(question.min) : null,
    max: isNumber && question.max.trim() !== "" ? Number(question.max) : null,
    show_if: question.show_if_question
      ? { question_id: question.show_if_question, answer: question.show_if_answer }
      : null,
  };
}

/** The inputs' values as the contract's schema takes them; its issues keep the inputs' paths. */
function toSettingsInput(values: RegistrationFormValues) {
  return {
    ...values,
    capacity: toNumber(values.capacity),
    offer_hours: values.offer_hours.trim() === "" ? undefined : Number(values.offer_hours),
    questions: values.questions.map(toQuestionInput),
  };
}

/** The contract's rules, read from the inputs' values: each rule is written once, there. */
export const registrationFormSchema = z.preprocess(
  (values: RegistrationFormValues) => toSettingsInput(values),
  registrationSettingsInputSchema,
);
