import type { Answers, AnswerValue } from "./answers.js";
import { atMostCharacters, isCalendarDay } from "./common-rules.js";
import type { Question } from "./questions.js";
import {
  ANSWER_MESSAGES,
  CHECKBOX_TICKED,
  LONG_ANSWER_MAX,
  SHORT_ANSWER_MAX,
} from "./registration-rules.js";

// The rules of the answers to an event's questions (registration.ts exports them), plain
// functions apart from the schemas: the public page at /e/{slug} checks its answers with them on
// its first load, and zod should not come with them (the question's type alone is imported).

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Whether a question is shown, given the answers so far (its condition's question comes first). */
export function isQuestionShown(
  question: Question,
  answers: Readonly<Record<string, unknown>>,
): boolean {
  const condition = question.show_if;
  if (!condition) return true;
  const answer = answers[condition.question_id];
  if (condition.answer === CHECKBOX_TICKED && typeof answer === "boolean") return answer;
  return Array.isArray(answer) ? answer.includes(condition.answer) : answer === condition.answer;
}

/**
 * What is wrong with one answer: the English words, and their error code with the values a
 * template's words were made from (the question's label or limit), so that a page says it in
 * its reader's language without reading the words back.
 */
export interface AnswerFault {
  message: string;
  code: AnswerFaultCode;
  params?: Record<string, string | number>;
}

/**
 * The codes an answer's fault carries: the `answers` group of error-codes.ts, which is made of
 * ANSWER_MESSAGES, and the length rule every text shares. Named here from ANSWER_MESSAGES, as
 * error-codes.ts names them, rather than taken from error-codes.ts, which would tie these rules
 * to every module's messages.
 */
export type AnswerFaultCode = `answers.${keyof typeof ANSWER_MESSAGES}` | "common.atMostCharacters";

export interface AnswerIssue extends AnswerFault {
  question_id: string;
}

type FixedAnswerFault = {
  [Key in keyof typeof ANSWER_MESSAGES]: (typeof ANSWER_MESSAGES)[Key] extends string ? Key : never;
}[keyof typeof ANSWER_MESSAGES];

const fixedFault = (key: FixedAnswerFault): AnswerFault => ({
  message: ANSWER_MESSAGES[key],
  code: `answers.${key}`,
});

/** One answer's value cleaned to its question's type, or what is wrong with it. */
function cleanAnswer(question: Question, raw: unknown): { value: AnswerValue } | AnswerFault {
  switch (question.type) {
    case "short_text":
    case "long_text": {
      const max = question.type === "short_text" ? SHORT_ANSWER_MAX : LONG_ANSWER_MAX;
      if (typeof raw !== "string") return fixedFault("text");
      const text = raw.trim();
      return text.length > max
        ? { message: atMostCharacters(max), code: "common.atMostCharacters", params: { max } }
        : { value: text };
    }
    case "single_choice":
      return typeof raw === "string" && question.options.includes(raw)
        ? { value: raw }
        : fixedFault("oneOption");
    case "multiple_choice": {
      const chosen = Array.isArray(raw) ? raw : [raw];
      if (
        !chosen.every((option) => typeof option === "string" && question.options.includes(option))
      ) {
        return fixedFault("someOptions");
      }
      // In the form's order, each once.
      return { value: question.options.filter((option) => chosen.includes(option)) };
    }
    case "checkbox":
      if (typeof raw === "boolean") return { value: raw };
      if (raw === "true" || raw === "yes") return { value: true };
      if (raw === "false" || raw === "no") return { value: false };
      return fixedFault("tick");
    case "number": {
      const number =
        typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.trim()) : Number.NaN;
      if (!Number.isFinite(number)) return fixedFault("number");
      const { min, max } = question;
      if (min !== null && number < min) {
        return { message: ANSWER_MESSAGES.atLeast(min), code: "answers.atLeast", params: { min } };
      }
      if (max !== null && number > max) {
        return { message: ANSWER_MESSAGES.atMost(max), code: "answers.atMost", params: { max } };
      }
      return { value: number };
    }
    case "date":
      return typeof raw === "string" && isCalendarDay(raw.trim())
        ? { value: raw.trim() }
        : fixedFault("date");
  }
}

/**
 * The answers to keep for a form: each shown question's answer cleaned to its type, hidden
 * questions' answers dropped, unknown ids ignored. `requireAnswers` is the registrant's rule
 * (a required shown question must be answered); admins may leave any answer blank. A blank
 * answer is not kept.
 */
export function checkAnswers(
  questions: readonly Question[],
  raw: Readonly<Record<string, unknown>>,
  { requireAnswers }: { requireAnswers: boolean },
): { answers: Answers; issues: AnswerIssue[] } {
  const answers: Answers = {};
  const issues: AnswerIssue[] = [];
  for (const question of questions) {
    if (!isQuestionShown(question, answers)) continue;
    const value = raw[question.id];
    const unticked = question.type === "checkbox" && (value === false || value === "false");
    if (isBlank(value) || (unticked && question.required && requireAnswers)) {
      if (question.required && requireAnswers) {
        issues.push({
          question_id: question.id,
          message: ANSWER_MESSAGES.required(question.label),
          code: "answers.required",
          params: { label: question.label },
        });
      }
      continue;
    }
    const cleaned = cleanAnswer(question, value);
    if ("message" in cleaned) issues.push({ question_id: question.id, ...cleaned });
    else answers[question.id] = cleaned.value;
  }
  return { answers, issues };
}

/** An answer as one line of text (details, export): choices joined, a tick as Yes or No. */
export function answerText(value: AnswerValue | undefined): string {
  if (value === undefined) return "";
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}
