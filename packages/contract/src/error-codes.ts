// Every error text the API sends, by a stable machine-readable code `<group>.<key>`. The answers
// keep their English `error` (the specification's words) and add the code, so a client shows
// its own language by code and still has the exact English text. A text made by a function
// (a limit, a field's name) is a template: its code comes with the values it was made from.

import { API_TOKEN_MESSAGES } from "./api-token-constants.js";
import { AUDIT_LOG_MESSAGES } from "./audit-constants.js";
import { CHECK_IN_MESSAGES } from "./check-in-constants.js";
import { SYNC_MESSAGES } from "./check-in-sync-constants.js";
import {
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  END_BEFORE_START_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  LANGUAGE_MESSAGE,
  RECORD_NAMES,
} from "./common-rules.js";
import { DOCUMENT_MESSAGES } from "./document-constants.js";
import { DOOR_STAFF_MESSAGES } from "./door-staff-constants.js";
import {
  ALREADY_REGISTERED_MESSAGE,
  APP_SIGN_IN_MESSAGES,
  AUTH_MESSAGES,
  HTTP_MESSAGES,
  SESSION_CHANGE_MESSAGES,
  UPLOAD_MESSAGES,
} from "./error-messages.js";
import {
  EVENT_FORM_MESSAGES,
  EVENT_MESSAGES,
  REQUIRED_EVENT_FIELDS_MESSAGE,
  RETENTION_DAYS_MESSAGE,
} from "./event-constants.js";
import { LIST_MESSAGES, PAGE_QUERY_MESSAGES } from "./lists-constants.js";
import { ME_PROFILE_MESSAGES, NOTHING_TO_CHANGE_MESSAGE } from "./me-profile-constants.js";
import { MESSAGE_TEXTS } from "./message-constants.js";
import {
  ANSWER_FILTER_MESSAGES,
  PARTICIPANT_EVENT_CHANGE_MESSAGE,
  PARTICIPANT_MESSAGES,
} from "./participant-constants.js";
import { IMPORT_MESSAGES } from "./participant-transfer-constants.js";
import { PASSKEY_MESSAGES } from "./passkey-constants.js";
import { PRIVACY_MESSAGES } from "./privacy-constants.js";
import {
  ANSWER_MESSAGES,
  CLOSED_REASON_TEXT,
  REGISTRATION_MESSAGES,
} from "./registration-rules.js";
import { CALENDAR_MESSAGES } from "./session-agenda-rules.js";
import { SESSION_MESSAGES } from "./session-constants.js";
import { SSO_MESSAGES } from "./sso-errors.js";
import { INVALID_TIME_ZONE_MESSAGE } from "./time-zone-rules.js";
import {
  EVENT_DOCUMENT_FILE_RULE,
  EVENT_IMAGE_FILE_RULE,
  PROFILE_IMAGE_FILE_RULE,
  SESSION_DOCUMENT_FILE_RULE,
  SESSION_IMAGE_FILE_RULE,
} from "./uploads.js";
import { USER_MESSAGES } from "./user-constants.js";
import { WEBHOOK_MESSAGES } from "./webhook-constants.js";

/** The values a template's text was made from: a number stays a number. */
export type ErrorParams = Record<string, string | number>;

export interface ErrorCodeMatch {
  code: ErrorCode;
  params?: ErrorParams;
}

/** A text made by a function: its English as an ICU message, and how to read its values back. */
interface ErrorTemplate {
  readonly text: string;
  readonly pattern: RegExp;
  readonly read: (groups: Record<string, string>) => ErrorParams;
}

/**
 * A template whose values may be any text, so that its words could be anyone's: its maker
 * sends its code with it, and errorCodeOf never reads it back from words.
 */
interface CodedTemplate {
  readonly text: string;
}

type ErrorEntry = string | ErrorTemplate | CodedTemplate;

const WHOLE_NUMBER = /^\d+$/;

/** Numbers as numbers (ICU formats them), everything else as the text it was. */
function readGroups(groups: Record<string, string>): ErrorParams {
  return Object.fromEntries(
    Object.entries(groups).map(([name, value]) => [
      name,
      WHOLE_NUMBER.test(value) ? Number(value) : value,
    ]),
  );
}

// A placeholder of these names matches only such values, so that a template does not take the
// text of another: 'At most {max} at once' is not 'At most 500 scans at once', and
// '{field} is required' (a request's field, as the API names it) is not 'Title is required'.
const FIELD_NAME = "[a-z][A-Za-z_]*";
const PLACEHOLDER_SHAPES: Record<string, string> = {
  field: FIELD_NAME,
  max: "\\d+",
  min: "\\d+",
  digits: "\\d+",
};

/**
 * A template whose ICU text has only plain `{name}` placeholders, each matching any text or,
 * for the names above, its shape.
 */
function template(text: string): ErrorTemplate {
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name
        ? `(?<${name}>${PLACEHOLDER_SHAPES[name] ?? ".+?"})`
        : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return { text, pattern: new RegExp(`^${source}$`, "s"), read: readGroups };
}

/** '<field> must be <a record> id': the record by its key, which a translation selects on. */
const RECORD_ID_TEMPLATE: ErrorTemplate = {
  text: `{field} must be {record, select, ${Object.entries(RECORD_NAMES)
    .map(([record, name]) => `${record} {${name}}`)
    .join(" ")} other {a record}} id`,
  pattern: new RegExp(`^(?<field>${FIELD_NAME}) must be (?<name>an? [a-z]+) id$`),
  read: ({ field = "", name }) => ({
    field,
    record: Object.entries(RECORD_NAMES).find(([, recordName]) => recordName === name)?.[0] ?? "",
  }),
};

/** An answer's limit, the number as JavaScript writes it: a question's limits may be any. */
function answerLimitTemplate(words: string, name: "min" | "max"): ErrorTemplate {
  return {
    text: `${words} {${name}}`,
    pattern: new RegExp(`^${words} (?<${name}>-?\\d+(?:\\.\\d+)?(?:e[+-]\\d+)?)$`),
    read: (groups) => ({ [name]: Number(groups[name]) }),
  };
}

function isTemplate(entry: ErrorEntry): entry is ErrorTemplate {
  return typeof entry !== "string" && "pattern" in entry;
}

// Each group is its messages object with every function replaced by its template; a group's
// keys are the object's. Texts of several codes (a 404 two resources share) answer the first.
const GROUPS = {
  http: {
    ...HTTP_MESSAGES,
    rateLimited: template("Too many requests. Please try again in {seconds} seconds."),
    notReady: template("Not ready: {services} unavailable"),
  },
  auth: {
    ...AUTH_MESSAGES,
    waitBeforeResend: template("Please wait {seconds} seconds before requesting a new code"),
    codeForm: template("The code is exactly {digits} digits"),
  },
  app: APP_SIGN_IN_MESSAGES,
  common: {
    invalidEmail: INVALID_EMAIL_MESSAGE,
    emailRequired: EMAIL_REQUIRED_MESSAGE,
    emailTooLong: EMAIL_TOO_LONG_MESSAGE,
    atMostCharacters: template("At most {max} characters"),
    endBeforeStart: END_BEFORE_START_MESSAGE,
    invalidTimeZone: INVALID_TIME_ZONE_MESSAGE,
    wallClockForm: "Use the form YYYY-MM-DDTHH:mm:ss",
    notARealDateTime: "Not a real date and time",
    dayForm: template("{field} must be YYYY-MM-DD"),
    notARealDay: template("{field} must be a real day"),
    oneOf: template("{label} must be one of {values}"),
    language: LANGUAGE_MESSAGE,
  },
  // A request's field named as the API names it ('event_id', 'since').
  field: {
    recordId: RECORD_ID_TEMPLATE,
    required: template("{field} is required"),
    notValid: template("{field} is not valid"),
    tooLong: template("{field} is too long"),
    text: template("{field} must be text"),
    trueOrFalse: template("{field} must be true or false"),
    isoTime: template("{field} must be an ISO 8601 time"),
  },
  uploads: {
    ...UPLOAD_MESSAGES,
    eventImageType: EVENT_IMAGE_FILE_RULE.typeMessage,
    eventImageSize: EVENT_IMAGE_FILE_RULE.sizeMessage,
    eventDocumentType: EVENT_DOCUMENT_FILE_RULE.typeMessage,
    eventDocumentSize: EVENT_DOCUMENT_FILE_RULE.sizeMessage,
    sessionImageType: SESSION_IMAGE_FILE_RULE.typeMessage,
    sessionImageSize: SESSION_IMAGE_FILE_RULE.sizeMessage,
    sessionDocumentType: SESSION_DOCUMENT_FILE_RULE.typeMessage,
    sessionDocumentSize: SESSION_DOCUMENT_FILE_RULE.sizeMessage,
    profileImageType: PROFILE_IMAGE_FILE_RULE.typeMessage,
    profileImageSize: PROFILE_IMAGE_FILE_RULE.sizeMessage,
  },
  apiTokens: {
    ...API_TOKEN_MESSAGES,
    missingScope: template("This token lacks the {scope} scope"),
    tooManyEvents: template("At most {max} events"),
  },
  auditLog: {
    ...AUDIT_LOG_MESSAGES,
    dayOrInstant: template(
      "{field} must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a zone",
    ),
  },
  calendar: CALENDAR_MESSAGES,
  checkIn: {
    ...CHECK_IN_MESSAGES,
    tooManyBadges: template("At most {max} chosen badges at once"),
  },
  documents: DOCUMENT_MESSAGES,
  doorStaff: DOOR_STAFF_MESSAGES,
  events: {
    ...EVENT_MESSAGES,
    requiredFields: REQUIRED_EVENT_FIELDS_MESSAGE,
    retentionDays: RETENTION_DAYS_MESSAGE,
    ...EVENT_FORM_MESSAGES,
    tooManyColours: template("At most {max} colours"),
  },
  lists: {
    ...LIST_MESSAGES,
    cursor: template("{field} must be a cursor a page of this list gave"),
    ...PAGE_QUERY_MESSAGES,
    pageSize: template("page_size must be a whole number from 1 to {max}"),
    searchTooLong: template("q is at most {max} characters"),
  },
  meProfile: { ...ME_PROFILE_MESSAGES, nothingToChange: NOTHING_TO_CHANGE_MESSAGE },
  messages: {
    ...MESSAGE_TEXTS,
    unknownPlaceholder: template("Unknown placeholder {unknown}. Use {known}"),
    subjectTooLong: template("Subject is at most {max} characters"),
    bodyTooLong: template("Message is at most {max} characters"),
  },
  participants: {
    ...PARTICIPANT_MESSAGES,
    eventChange: PARTICIPANT_EVENT_CHANGE_MESSAGE,
    // The refusal naming the e-mails or usernames it is about.
    alreadyInEventNames: template(`${PARTICIPANT_MESSAGES.alreadyInEvent}: {names}`),
    duplicateInRequestNames: template(`${PARTICIPANT_MESSAGES.duplicateInRequest}: {names}`),
    tooManyAtOnce: template("At most {max} at once"),
  },
  import: {
    ...IMPORT_MESSAGES,
    missingColumn: template('The file has no column "{header}"'),
    unmappedField: template("Choose the column that holds {label}"),
    duplicateInFile: template("Repeats row {row} of the file"),
    badCsvRow: template(`${IMPORT_MESSAGES.badCsv}: row {row}: {problem}`),
    columnUnnamed: template("The column for {field} must be named"),
    mappingUnknownFields: template("mapping may only name {fields}"),
    imported: {
      text: "{count, plural, one {# participant imported} other {# participants imported}}",
      pattern: /^(?<count>[\d,]+) participants? imported$/,
      read: ({ count = "" }) => ({ count: Number(count.replaceAll(",", "")) }),
    },
  },
  answerFilters: ANSWER_FILTER_MESSAGES,
  passkeys: PASSKEY_MESSAGES,
  privacy: PRIVACY_MESSAGES,
  registration: {
    ...REGISTRATION_MESSAGES,
    notOpenYet: CLOSED_REASON_TEXT.not_open_yet,
    closed: CLOSED_REASON_TEXT.closed,
    full: CLOSED_REASON_TEXT.full,
    eventCancelled: CLOSED_REASON_TEXT.event_cancelled,
    alreadyRegistered: ALREADY_REGISTERED_MESSAGE,
    tooManyOptions: template("At most {max} options"),
    tooManyQuestions: template("At most {max} questions"),
  },
  sessions: { ...SESSION_MESSAGES, ...SESSION_CHANGE_MESSAGES },
  sso: SSO_MESSAGES,
  checkInSync: {
    ...SYNC_MESSAGES,
    // The door is left out when the scan named none.
    alreadyCheckedInAt: {
      text: "{atDoor, select, yes {Already checked in at {door}, {time}} other {Already checked in, {time}}}",
      pattern: /^Already checked in(?: at (?<door>.+))?, (?<time>\d{2}:\d{2})$/s,
      read: ({ door, time = "" }): ErrorParams =>
        door === undefined ? { atDoor: "no", time } : { atDoor: "yes", door, time },
    },
    tooManyScans: template("At most {max} scans at once"),
  },
  users: {
    ...USER_MESSAGES,
    passwordTooShort: template("Password must be at least {min} characters"),
  },
  webhooks: WEBHOOK_MESSAGES,
  // An answer to one of the organiser's questions (checkAnswers gives each its code).
  answers: {
    ...ANSWER_MESSAGES,
    required: { text: "{label} is required" },
    atLeast: answerLimitTemplate("At least", "min"),
    atMost: answerLimitTemplate("At most", "max"),
  },
} as const satisfies Record<string, Record<string, ErrorEntry>>;

type Groups = typeof GROUPS;
export type ErrorCode = {
  [Group in keyof Groups]: `${Group & string}.${keyof Groups[Group] & string}`;
}[keyof Groups];

const ENTRIES: readonly (readonly [ErrorCode, ErrorEntry])[] = Object.entries(GROUPS).flatMap(
  ([group, messages]) =>
    Object.entries(messages).map(
      ([key, entry]) => [`${group}.${key}` as ErrorCode, entry as ErrorEntry] as const,
    ),
);

/** Every error code, in the order of the groups. */
export const ERROR_CODES: readonly ErrorCode[] = ENTRIES.map(([code]) => code);

/**
 * Each code's English text as an ICU message: a plain text as it is sent (braces and
 * apostrophes quoted), a template with its placeholders.
 */
export const ERROR_TEXTS: Readonly<Record<ErrorCode, string>> = Object.fromEntries(
  ENTRIES.map(([code, entry]) => [
    code,
    typeof entry === "string" ? quoteForIcu(entry) : entry.text,
  ]),
) as Record<ErrorCode, string>;

/** ICU reads `{` and `}` as placeholders, and an apostrophe before one as a quote. */
function quoteForIcu(text: string): string {
  return text.replace(/'(?=[{}])/g, "''").replace(/[{}]+/g, (braces) => `'${braces}'`);
}

const CODE_OF_TEXT = new Map<string, ErrorCode>();
for (const [code, entry] of ENTRIES) {
  if (typeof entry === "string" && !CODE_OF_TEXT.has(entry)) CODE_OF_TEXT.set(entry, code);
}
const TEMPLATES = ENTRIES.filter((pair): pair is readonly [ErrorCode, ErrorTemplate] =>
  isTemplate(pair[1]),
);

/** The code of an error text the API sends, with a template's values; undefined if unknown. */
export function errorCodeOf(message: string): ErrorCodeMatch | undefined {
  const code = CODE_OF_TEXT.get(message);
  if (code !== undefined) return { code };
  for (const [templateCode, { pattern, read }] of TEMPLATES) {
    const groups = pattern.exec(message)?.groups;
    if (groups) return { code: templateCode, params: read(groups) };
  }
  return undefined;
}
