import {
  ANSWER_FILTER_MESSAGES,
  type AnswerIssue,
  type Answers,
  type AnswerValue,
  checkAnswers,
  type ImportRowError,
  type Question,
  type QuestionType,
} from "@events/contract";
import { type FieldError, invalidInput } from "../../errors.js";
import type { EventForm } from "../../presenters/answers.js";

// Participants' answers to their event's registration questions, as an admin edits, filters,
// exports and imports them. No database here: the services read the form and hand it in.

/** The field an answer's fault is named by, as the public form names it too. */
export const answerField = (questionId: string) => `answers.${questionId}`;

function answerFaults(issues: readonly AnswerIssue[]): FieldError[] {
  return issues.map(({ question_id, ...fault }) => ({ field: answerField(question_id), ...fault }));
}

/**
 * A participant's answers after an admin's edit: those sent, checked against the form's
 * questions (none is required of an admin), replace the answers to the form's questions; the
 * answers to questions taken off the form stay as they were, read-only. 400 naming each faulty
 * answer.
 */
export function answersAfterEdit(
  form: EventForm,
  stored: Answers,
  sent: Readonly<Record<string, unknown>>,
): Answers {
  const { answers, issues } = checkAnswers(form.questions, sent, { requireAnswers: false });
  if (issues.length > 0) throw invalidInput(answerFaults(issues));
  const onForm = new Set(form.questions.map((question) => question.id));
  const kept = Object.entries(stored).filter(([questionId]) => !onForm.has(questionId));
  return { ...Object.fromEntries(kept), ...answers };
}

/** The list filter's text as the answer stored for a question of that type. */
function filterAnswerOf(type: QuestionType, text: string): AnswerValue {
  switch (type) {
    case "multiple_choice":
      // An answer holding this option among others matches: answers @> {"<id>": ["<option>"]}.
      return [text];
    case "checkbox": {
      const ticked = { yes: true, true: true, no: false, false: false }[text.toLowerCase()];
      if (ticked === undefined) {
        throw invalidInput([
          { field: "answer_value", message: ANSWER_FILTER_MESSAGES.notACheckbox },
        ]);
      }
      return ticked;
    }
    case "number": {
      const number = Number(text);
      if (!Number.isFinite(number)) {
        throw invalidInput([{ field: "answer_value", message: ANSWER_FILTER_MESSAGES.notANumber }]);
      }
      return number;
    }
    default:
      return text;
  }
}

/**
 * The list's answer filter (answer_question, answer_value) as the answers a participant's must
 * contain, for a question on the form or taken off it; undefined when the list has none. 400
 * when only one half is given or the question is not the event's.
 */
export function answerFilterOf(
  form: EventForm,
  query: { answer_question?: string | undefined; answer_value?: string | undefined },
): Answers | undefined {
  const questionId = query.answer_question;
  const text = query.answer_value?.trim();
  if (questionId === undefined && text === undefined) return undefined;
  if (questionId === undefined) {
    throw invalidInput([
      { field: "answer_question", message: ANSWER_FILTER_MESSAGES.questionMissing },
    ]);
  }
  if (text === undefined || text === "") {
    throw invalidInput([{ field: "answer_value", message: ANSWER_FILTER_MESSAGES.valueMissing }]);
  }
  const question = [...form.questions, ...form.removed_questions].find(
    (candidate) => candidate.id === questionId,
  );
  if (!question) {
    throw invalidInput([
      { field: "answer_question", message: ANSWER_FILTER_MESSAGES.unknownQuestion },
    ]);
  }
  return { [questionId]: filterAnswerOf(question.type, text) };
}

/** Whether a list query filters by an answer, so its event's form must be read. */
export const hasAnswerFilter = (query: {
  answer_question?: string | undefined;
  answer_value?: string | undefined;
}) => query.answer_question !== undefined || query.answer_value !== undefined;

/** A question an export writes a column of: its id, and its label as the column's header. */
export interface AnswerColumn {
  id: string;
  label: string;
}

/**
 * The export's answer columns: the form's questions in its order, then those taken off it that
 * someone answered (answeredRemoved), in the order they went.
 */
export function answerColumnsOf(
  form: EventForm,
  answeredRemoved: ReadonlySet<string>,
): AnswerColumn[] {
  return [
    ...form.questions,
    ...form.removed_questions.filter((question) => answeredRemoved.has(question.id)),
  ].map(({ id, label }) => ({ id, label }));
}

/** Headers and labels match whatever their case and surrounding blanks. */
const labelKey = (text: string) => text.trim().toLowerCase();

/** An import's answer columns: each question of the form with the file's column of its label. */
export interface ImportedQuestion {
  question: Question;
  columnIndex: number;
}

/** The form's questions whose label heads one of the file's columns, with that column. */
export function importedQuestionsOf(
  questions: readonly Question[],
  columns: readonly string[],
): ImportedQuestion[] {
  const headers = columns.map(labelKey);
  return questions.flatMap((question) => {
    const columnIndex = headers.indexOf(labelKey(question.label));
    return columnIndex === -1 ? [] : [{ question, columnIndex }];
  });
}

/**
 * A cell as the answer it stands for, read as the export writes answers: several choices joined
 * by ";", a tick as Yes or No in any case.
 */
function cellAnswer(question: Question, cell: string): unknown {
  if (question.type === "multiple_choice" && !question.options.includes(cell)) {
    return cell
      .split(";")
      .map((option) => option.trim())
      .filter((option) => option !== "");
  }
  if (question.type === "checkbox") return cell.trim().toLowerCase();
  return cell;
}

/**
 * One row's answers from the file's answer columns, checked against the whole form as an admin's
 * edit is (none required; an answer to a question its condition hides is not kept); each fault
 * names its question: its label beside the words and code of the fault, so that a page can put
 * the two together in its reader's language.
 */
export function importedAnswersOf(
  questions: readonly Question[],
  imported: readonly ImportedQuestion[],
  cells: readonly string[],
): { answers: Answers; faults: Omit<ImportRowError, "row">[] } {
  const raw: Record<string, unknown> = {};
  for (const { question, columnIndex } of imported) {
    raw[question.id] = cellAnswer(question, cells[columnIndex] ?? "");
  }
  const { answers, issues } = checkAnswers(questions, raw, { requireAnswers: false });
  const labels = new Map(questions.map((question) => [question.id, question.label]));
  const faults = issues.map(({ question_id, message, ...code }) => {
    const label = labels.get(question_id) ?? "";
    return { field: answerField(question_id), message: `${label}: ${message}`, ...code, label };
  });
  return { answers, faults };
}
