// Registration's plain values, apart from the schemas (registration.ts, which exports all of
// this too): the public page at /e/{slug} shows the questions and checks the answers
// (answer-rules.ts) on its first load, and zod should not come with them. It imports nothing,
// so that the schemas and the rules can both build on it.

export const QUESTION_TYPES = [
  "short_text",
  "long_text",
  "single_choice",
  "multiple_choice",
  "checkbox",
  "number",
  "date",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  short_text: "Short text",
  long_text: "Long text",
  single_choice: "Single choice",
  multiple_choice: "Several choices",
  checkbox: "Checkbox",
  number: "Number",
  date: "Date",
};

/** Whether a question offers options (and can decide whether a later question is shown). */
export function hasOptions(type: QuestionType): boolean {
  return type === "single_choice" || type === "multiple_choice";
}

/** The answer a checkbox question's condition names when it is ticked. */
export const CHECKBOX_TICKED = "yes";

/** How the seed's optional fields are asked on the form; name and e-mail are always required. */
export const FIELD_MODES = ["hidden", "optional", "required"] as const;
export type FieldMode = (typeof FIELD_MODES)[number];

export const SHORT_ANSWER_MAX = 200;
export const LONG_ANSWER_MAX = 2000;
export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 50;
export const OPTION_LABEL_MAX = 100;
export const QUESTION_LABEL_MAX = 200;
export const HELP_TEXT_MAX = 500;
export const MAX_CAPACITY = 1_000_000;
export const MAX_OFFER_HOURS = 24 * 14;
export const DEFAULT_OFFER_HOURS = 48;
/** An unconfirmed registration holds nothing and is forgotten after this. */
export const CONFIRMATION_MINUTES = 30;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
export const SLUG_MAX_LENGTH = 60;
/** The longest message an organiser may send with a rejection. */
export const REJECT_MESSAGE_MAX = 1000;

export const REGISTRATION_MESSAGES = {
  slugInvalid:
    "Use 1 to 60 lower-case letters, digits and hyphens, not starting or ending with a hyphen",
  slugTaken: "Another event already uses this address",
  slugRequired: "Choose the page's address before publishing it",
  closesBeforeOpens: "The closing time cannot be before the opening time",
  capacity: `Capacity must be a whole number from 1 to ${MAX_CAPACITY}, or empty for unlimited`,
  offerHours: `Hold an offered place for 1 to ${MAX_OFFER_HOURS} hours`,
  questionLabelRequired: "Every question needs a label",
  optionsRequired: "A choice question needs at least two options",
  optionsDistinct: "The options of a question must differ",
  duplicateQuestionId: "Two questions have the same id",
  conditionEarlier: "A question can only depend on an earlier choice or checkbox question",
  conditionAnswer: "The condition must name one of that question's options",
  minAboveMax: "The minimum cannot be above the maximum",
  saved: "Registration settings saved",
  notFound: "Registration not found",
  pageNotFound: "Event not found",
  checkEmail: "Check your e-mail: we sent a code to confirm your address.",
  codeWrong: "The code is not right",
  codeExpired: "This code has expired. Register again to get a new one.",
  challengeMissing: "Solve the anti-robot check before sending the form",
  challengeInvalid: "The anti-robot check failed. Please try again.",
  honeypot: "The form could not be sent",
  consentRequired: "Accept the privacy policy to register",
  policyOutdated: "The privacy policy has changed: read it again and accept the new version",
  approved: "Registration approved",
  rejected: "Registration rejected",
  notPending: "Only a pending registration can be approved or rejected",
  cancelled: "Your registration is cancelled",
  cannotCancel: "This registration cannot be cancelled any more",
  linkInvalid: "This link is not valid",
  offerAccepted: "The place is yours",
  offerDeclined: "You gave the place up",
  offerGone: "This offer has passed",
  tooManyRequests: "Too many registrations from here; try again later",
  optionLabelRequired: "Every option needs a label",
  tooManyOptions: (max: number) => `At most ${max} options`,
  tooManyQuestions: (max: number) => `At most ${max} questions`,
  codeForm: "Enter the 6-digit code",
  phoneRequired: "Phone is required",
  usernameRequired: "Username is required",
} as const;

/** What is wrong with an answer to one of the organiser's questions. */
export const ANSWER_MESSAGES = {
  text: "Must be text",
  oneOption: "Choose one of the options",
  someOptions: "Choose among the options",
  tick: "Must be ticked or not",
  number: "Must be a number",
  date: "Must be a date (YYYY-MM-DD)",
  required: (label: string) => `${label} is required`,
  atLeast: (min: number) => `At least ${min}`,
  atMost: (max: number) => `At most ${max}`,
} as const;

/** The states of a confirmed registration: those the organiser's list filters by. */
export const REGISTRATION_LIST_STATES = [
  "pending",
  "waiting",
  "offered",
  "registered",
  "cancelled",
  "rejected",
  "expired",
  "refused",
] as const;

/** A registration's states (registrations.state), from the form's submit to its end. */
export const REGISTRATION_STATES = ["unconfirmed", ...REGISTRATION_LIST_STATES] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** The reasons a form takes no registration, as the public page says them. */
export const CLOSED_REASONS = ["not_open_yet", "closed", "full", "event_cancelled"] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];
export const CLOSED_REASON_TEXT: Record<ClosedReason, string> = {
  not_open_yet: "Registration is not open yet",
  closed: "Registration is closed",
  full: "The event is full",
  event_cancelled: "The event is cancelled",
};

export const POW_SOLUTION_MAX_LENGTH = 2000;
export const HONEYPOT_FIELD = "website";

/** Where a registration stands, as the public page says it. */
export const PUBLIC_OUTCOMES = [
  "registered",
  "pending",
  "waiting",
  "offered",
  "refused",
  "cancelled",
  "rejected",
  "expired",
] as const;
export type PublicOutcome = (typeof PUBLIC_OUTCOMES)[number];

export const OUTCOME_MESSAGES: Record<PublicOutcome, string> = {
  registered: "You are registered. Your ticket is on its way by e-mail.",
  pending: "Thank you. The organiser will review your registration and write to you.",
  waiting:
    "The event is full: you are on the waiting list. We will write to you if a place frees up.",
  offered: "A place has freed up for you. Accept it before the offer passes.",
  refused: "Sorry, there is no place for you.",
  cancelled: "Your registration is cancelled.",
  rejected: "Your registration was not accepted.",
  expired: "This registration has expired.",
};

/** What a solution names of its proof-of-work challenge (ALTCHA's format). */
export interface PowChallengeFields {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
}

/** What solving a proof-of-work challenge needs of it: the largest number to try, no signature. */
export type PowChallengeToSolve = Omit<PowChallengeFields, "signature"> & { maxnumber: number };

/**
 * The number that solves the challenge, searched as ALTCHA's solver does: the first from 0 whose
 * hash after the salt, in hex, is the challenge; null when none up to maxnumber is. The public
 * page and the tests solve with this one search. It hashes with Web Crypto, which a browser
 * offers only on https or localhost (otherwise it throws).
 */
export async function solvePowChallenge(challenge: PowChallengeToSolve): Promise<number | null> {
  const encoder = new TextEncoder();
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const digest = await crypto.subtle.digest(
      challenge.algorithm,
      encoder.encode(`${challenge.salt}${number}`),
    );
    if (hexOf(digest) === challenge.challenge) return number;
  }
  return null;
}

function hexOf(digest: ArrayBuffer): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A solved challenge as the form sends it: the base64 of its JSON. */
export function encodePowSolution(challenge: PowChallengeFields, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}
