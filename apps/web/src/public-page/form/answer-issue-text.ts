import { atMostCharacters, type Question } from "@events/contract";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";
import { ruleText } from "../shell/messages";

// What is wrong with an answer to one of the organiser's questions, in the page's language: the
// contract's checkAnswers says it in English words made from the question (its label, its
// limits), which the server sends back alike without a code; each is recognised here by those
// words and said again with the question's own values.

const FIXED_ISSUES: Readonly<Record<string, MessageId>> = {
  "Must be text": "public.answer.text",
  "Choose one of the options": "public.answer.oneOption",
  "Choose among the options": "public.answer.someOptions",
  "Must be ticked or not": "public.answer.tick",
  "Must be a number": "public.answer.number",
  "Must be a date (YYYY-MM-DD)": "public.answer.date",
};

const readMax = (message: string) => Number(/^At most (\d+) characters$/.exec(message)?.[1]);

export function answerIssueText(question: Question | undefined, message: string): string {
  const fixed = FIXED_ISSUES[message];
  if (fixed) return t(fixed);
  if (!question) return ruleText(message);
  if (message === `${question.label} is required`) {
    return t("public.answer.required", { label: question.label });
  }
  if (question.min !== null && message === `At least ${question.min}`) {
    return t("public.answer.atLeast", { min: question.min });
  }
  if (question.max !== null && message === `At most ${question.max}`) {
    return t("public.answer.atMost", { max: question.max });
  }
  const max = readMax(message);
  if (message === atMostCharacters(max)) return t("public.answer.tooLong", { max });
  return ruleText(message);
}
