import {
  type Answers,
  checkAnswers,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EMAIL_REQUIRED_MESSAGE,
  type FieldMode,
  HONEYPOT_FIELD,
  INVALID_EMAIL_MESSAGE,
  isQuestionShown,
  type PublicForm,
  type PublicRegistrationRequest,
  type Question,
  REGISTRATION_MESSAGES,
} from "@events/contract";
import { activeLanguage, t } from "@/i18n/i18n";
import { ApiError, errorText, serverErrorText } from "@/lib/api-error";
import { describeCallError, ruleText } from "../shell/messages";

// What the registrant types, checked with the contract's rules before the form is sent (the
// server checks the same again), and the server's refusals put back beside their fields.

/** An answer as the form holds it: text (numbers and dates too), the options ticked, a tick. */
export type AnswerDraft = string | string[] | boolean;

export type RegistrationValues = {
  name: string;
  email: string;
  phone: string;
  username: string;
  answers: Record<string, AnswerDraft>;
  acceptPolicy: boolean;
  /** The honeypot: people never see it, robots fill it in. */
  website: string;
};

export const EMPTY_VALUES: RegistrationValues = {
  name: "",
  email: "",
  phone: "",
  username: "",
  answers: {},
  acceptPolicy: false,
  website: "",
};

/** Field errors by the server's field names: name, email, answers.<question id>, ... */
export type FieldErrors = Record<string, string>;

export const CONSENT_FIELD = "accept_privacy_policy";
export const answerField = (questionId: string) => `answers.${questionId}`;

/**
 * The questions the form shows for these answers, in order: a question whose condition's
 * question is itself hidden is hidden too, as checkAnswers decides.
 */
export function findShownQuestions(
  questions: readonly Question[],
  answers: Readonly<Record<string, AnswerDraft>>,
): Question[] {
  const shownAnswers: Record<string, AnswerDraft | undefined> = {};
  return questions.filter((question) => {
    if (!isQuestionShown(question, shownAnswers)) return false;
    shownAnswers[question.id] = answers[question.id];
    return true;
  });
}

/** The form's fields in the order they are shown, for the focus to go to the first refused. */
export function listFieldsInOrder(form: PublicForm, shownQuestions: readonly Question[]) {
  return [
    "name",
    "email",
    ...(form.phone_field === "hidden" ? [] : ["phone"]),
    ...(form.username_field === "hidden" ? [] : ["username"]),
    ...shownQuestions.map((question) => answerField(question.id)),
    CONSENT_FIELD,
  ];
}

function isMissing(mode: FieldMode, value: string) {
  return mode === "required" && value.trim() === "";
}

/** The contract's rules over what was typed: the errors, and the answers to send. */
export function checkRegistration(
  form: PublicForm,
  values: RegistrationValues,
): { errors: FieldErrors; answers: Answers } {
  const errors: FieldErrors = {};
  if (values.name.trim() === "") errors.name = t("public.form.nameRequired");
  const email = values.email.trim();
  if (email === "") errors.email = ruleText(EMAIL_REQUIRED_MESSAGE);
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    errors.email = ruleText(INVALID_EMAIL_MESSAGE);
  }
  if (isMissing(form.phone_field, values.phone)) {
    errors.phone = ruleText(REGISTRATION_MESSAGES.phoneRequired);
  }
  if (isMissing(form.username_field, values.username)) {
    errors.username = ruleText(REGISTRATION_MESSAGES.usernameRequired);
  }
  const { answers, issues } = checkAnswers(form.questions, values.answers, {
    requireAnswers: true,
  });
  for (const issue of issues) {
    errors[answerField(issue.question_id)] = errorText(issue.message, issue);
  }
  if (!values.acceptPolicy) {
    errors[CONSENT_FIELD] = ruleText(REGISTRATION_MESSAGES.consentRequired);
  }
  return { errors, answers };
}

/**
 * The request the form sends: hidden fields as null, only the shown questions' answers, and
 * the page's language, which becomes the participant's (their e-mails, their app).
 */
export function buildRegistrationRequest(
  form: PublicForm,
  values: RegistrationValues,
  answers: Answers,
  pow: string,
): PublicRegistrationRequest {
  return {
    name: values.name,
    email: values.email,
    phone: form.phone_field === "hidden" ? null : values.phone,
    username: form.username_field === "hidden" ? null : values.username,
    answers,
    accept_privacy_policy: true,
    policy_version: form.policy_version,
    [HONEYPOT_FIELD]: values.website,
    pow,
    language: activeLanguage(),
  };
}

/** Whether the server refused the proof of work (spent or expired meanwhile): solve a new one. */
export function isChallengeRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    (error.serverMessage === REGISTRATION_MESSAGES.challengeInvalid ||
      error.serverMessage === REGISTRATION_MESSAGES.challengeMissing)
  );
}

/**
 * A refusal of the form, split into what belongs beside a field (the server's details, an
 * outdated policy at the consent box) and what is said for the whole form.
 */
export function readRefusal(
  error: unknown,
  fields: readonly string[],
): { errors: FieldErrors; message: string | undefined } {
  const errors: FieldErrors = {};
  const unplaced: string[] = [];
  if (error instanceof ApiError) {
    for (const detail of error.details) {
      const message = errorText(detail.message, detail);
      if (fields.includes(detail.field)) errors[detail.field] ??= message;
      else unplaced.push(message);
    }
    if (error.serverMessage === REGISTRATION_MESSAGES.policyOutdated) {
      errors[CONSENT_FIELD] = serverErrorText(error) ?? error.serverMessage;
    }
  }
  if (Object.keys(errors).length > 0) {
    return { errors, message: unplaced.length > 0 ? unplaced.join(" ") : undefined };
  }
  return { errors, message: describeCallError(error) };
}
