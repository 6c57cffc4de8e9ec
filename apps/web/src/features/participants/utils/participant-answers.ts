import { type Answers, type AnswerValue, answerText, type Question } from "@events/contract";
import type { AnswerForm } from "@/api/registration/get-registration-settings";
import { t } from "@/i18n/i18n";

/** One answer as the participant's details show it. */
export type AnswerLine = {
  questionId: string;
  label: string;
  text: string;
  /** The question is no longer on the form; its answer stays, read-only. */
  isRemoved: boolean;
};

export function hasAnswers(answers: Answers): boolean {
  return Object.keys(answers).length > 0;
}

/**
 * A participant's answers in the form's order, then those to questions taken off it (or never
 * known to this screen), each under its question's label with its text as the export writes it.
 */
export function listAnswers(answers: Answers, form: AnswerForm): AnswerLine[] {
  const lines: AnswerLine[] = [];
  const listed = new Set<string>();
  const add = (questionId: string, label: string, isRemoved: boolean) => {
    const value = answers[questionId];
    if (value === undefined || listed.has(questionId)) return;
    listed.add(questionId);
    lines.push({ questionId, label, text: answerText(value), isRemoved });
  };
  for (const question of form.questions) add(question.id, question.label, false);
  for (const question of form.removed_questions) add(question.id, question.label, true);
  for (const questionId of Object.keys(answers)) {
    add(questionId, t("participants.answers.unknownQuestion"), true);
  }
  return lines;
}

/** What an answer's input holds: text (numbers and dates too), the options chosen, or a tick. */
export type AnswerInput = string | string[] | boolean;
export type AnswerInputs = Record<string, AnswerInput | undefined>;

/** The stored answers as the edit form's inputs hold them. */
export function toAnswerInputs(answers: Answers): AnswerInputs {
  return Object.fromEntries(
    Object.entries(answers).map(([questionId, value]: [string, AnswerValue]) => [
      questionId,
      typeof value === "number" ? String(value) : value,
    ]),
  );
}

/** The answers to the form's own questions, as the update sends them; the rest stay stored. */
export function pickFormAnswers(
  inputs: AnswerInputs,
  questions: readonly Question[],
): Record<string, AnswerInput> {
  const picked: Record<string, AnswerInput> = {};
  for (const question of questions) {
    const value = inputs[question.id];
    if (value !== undefined) picked[question.id] = value;
  }
  return picked;
}
