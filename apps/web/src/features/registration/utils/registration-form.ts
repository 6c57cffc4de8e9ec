import {
  CHECKBOX_TICKED,
  type FieldMode,
  hasOptions,
  type ParticipantRole,
  type QuestionType,
  type RegistrationSettings,
} from "@events/contract";

// The settings form's values and helpers, apart from its schema (registration-form-schema.ts):
// the form is on screen from the page's first draw, and zod and the contract's schemas come only
// when it is first checked.

/** One question as the editor's inputs hold it. */
export type QuestionFormValues = {
  id: string;
  type: QuestionType;
  label: string;
  help_text: string;
  required: boolean;
  /** A choice question's options, one per line. */
  options: string;
  /** A number question's bounds; '' for none. */
  min: string;
  max: string;
  /** The earlier question this one depends on; '' when it is always shown. */
  show_if_question: string;
  /** The answer of that question that shows this one: an option, or 'yes' for a ticked box. */
  show_if_answer: string;
};

/** The settings as the screen's inputs hold them ('' where a number or time is left empty). */
export type RegistrationFormValues = {
  published: boolean;
  is_open: boolean;
  opens_at: string;
  closes_at: string;
  capacity: string;
  waiting_list: boolean;
  offer_hours: string;
  approval_required: boolean;
  participant_role: ParticipantRole;
  slug: string;
  publish_agenda: boolean;
  phone_field: FieldMode;
  username_field: FieldMode;
  questions: QuestionFormValues[];
};

/** Whether a question's answer can decide whether a later question is shown. */
export function canDecideShowing(type: QuestionType): boolean {
  return hasOptions(type) || type === "checkbox";
}

/** A choice question's options as typed: one per line, blank lines left out. */
export function splitOptions(options: string): string[] {
  return options
    .split("\n")
    .map((option) => option.trim())
    .filter((option) => option !== "");
}

/** The answers of a question that a later question may be shown on. */
export function getConditionAnswers(question: Pick<QuestionFormValues, "type" | "options">) {
  if (question.type === "checkbox") return [CHECKBOX_TICKED];
  return hasOptions(question.type) ? splitOptions(question.options) : [];
}

export function createQuestionValues(id: string = crypto.randomUUID()): QuestionFormValues {
  return {
    id,
    type: "short_text",
    label: "",
    help_text: "",
    required: false,
    options: "",
    min: "",
    max: "",
    show_if_question: "",
    show_if_answer: "",
  };
}

const toText = (value: number | null) => (value === null ? "" : String(value));

/** The form filled in with the settings as stored (or the defaults, before the first save). */
export function toRegistrationFormValues(settings: RegistrationSettings): RegistrationFormValues {
  return {
    published: settings.published,
    is_open: settings.is_open,
    opens_at: settings.opens_at ?? "",
    closes_at: settings.closes_at ?? "",
    capacity: toText(settings.capacity),
    waiting_list: settings.waiting_list,
    offer_hours: String(settings.offer_hours),
    approval_required: settings.approval_required,
    participant_role: settings.participant_role,
    slug: settings.slug ?? "",
    publish_agenda: settings.publish_agenda,
    phone_field: settings.phone_field,
    username_field: settings.username_field,
    questions: settings.questions.map((question) => ({
      id: question.id,
      type: question.type,
      label: question.label,
      help_text: question.help_text ?? "",
      required: question.required,
      options: question.options.join("\n"),
      min: toText(question.min),
      max: toText(question.max),
      show_if_question: question.show_if?.question_id ?? "",
      show_if_answer: question.show_if?.answer ?? "",
    })),
  };
}

/** The question fields a refusal may name, as the editor shows them. */
const QUESTION_FIELDS = ["type", "label", "help_text", "options", "min", "max"] as const;

/**
 * The editor's field for a refusal's path: 'questions.2.options.1' is the options' box,
 * 'questions.2.show_if.answer' the condition's; anything else is its own path.
 */
export function toFormField(field: string): string {
  const match = /^questions\.(\d+)\.([a-z_]+)/.exec(field);
  if (!match) return field;
  const [, index, name] = match;
  if (name === "show_if") return `questions.${index}.show_if_question`;
  if ((QUESTION_FIELDS as readonly string[]).includes(name ?? "")) {
    return `questions.${index}.${name}`;
  }
  return field;
}

/**
 * The first message in an error tree: a question's options may carry one per option. The
 * inputs' own elements (`ref`) are not part of the tree.
 */
export function findErrorMessage(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  if ("message" in error && typeof error.message === "string" && error.message !== "") {
    return error.message;
  }
  for (const [key, value] of Object.entries(error)) {
    if (key === "ref") continue;
    const message = findErrorMessage(value);
    if (message) return message;
  }
  return undefined;
}
