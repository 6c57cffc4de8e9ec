import { type Answers, answerText, type PersonAnswer } from "@events/contract";
import type { eventRegistration } from "../db/schema.js";

/** An event's registration questions: those on its form and those taken off it. */
export type EventForm = Pick<
  typeof eventRegistration.$inferSelect,
  "questions" | "removed_questions"
>;

export const NO_FORM: EventForm = { questions: [], removed_questions: [] };

/**
 * Answers as a person reads them: each with its question's label and as one line of text, in
 * the form's order, then those to questions taken off it, then any the form no longer names.
 */
export function presentAnswers(form: EventForm, answers: Answers): PersonAnswer[] {
  const labels = new Map<string, string>();
  for (const question of [...form.questions, ...form.removed_questions]) {
    if (!labels.has(question.id)) labels.set(question.id, question.label);
  }
  const order = [...labels.keys()];
  const rank = (questionId: string) => {
    const index = order.indexOf(questionId);
    return index === -1 ? order.length : index;
  };
  return Object.entries(answers)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([questionId, value]) => ({
      question_id: questionId,
      question: labels.get(questionId) ?? null,
      answer: answerText(value),
    }));
}
