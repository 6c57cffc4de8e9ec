// Error texts the server writes that belong to no resource's own messages: the HTTP layer's
// generic answers, uploads in multipart forms, the sign-ins' loose constants. Each is an error
// code's English text (error-codes.ts): the words stay exactly as the API has always sent them.

import {
  CODE_EXPIRED_MESSAGE,
  CODE_RESENT_MESSAGE,
  CODE_SENT_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_CSRF_MESSAGE,
  LOGGED_OUT_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
} from "./auth-constants.js";
import {
  APP_CODE_EXPIRED_MESSAGE,
  APP_CODE_RESENT_MESSAGE,
  APP_CODE_SENT_MESSAGE,
  APP_INVALID_CODE_MESSAGE,
  APP_INVALID_LINK_MESSAGE,
  APP_SIGNED_OUT_MESSAGE,
} from "./me-constants.js";

/** Answers of the HTTP layer itself, and the generic answer of each status. */
export const HTTP_MESSAGES = {
  invalidInput: "Invalid input",
  invalidValue: "Invalid value",
  badRequest: "Bad request",
  notAuthenticated: NOT_AUTHENTICATED_MESSAGE,
  forbidden: "Forbidden",
  notFound: "Not found",
  methodNotAllowed: "Method not allowed",
  conflict: "Conflict",
  uploadTooLarge: "The upload is too large",
  fileTypeNotAllowed: "This file type is not allowed",
  payloadTooLarge: "The request is too large",
  unsupportedMediaType: "Unsupported content type",
  malformedJson: "Malformed JSON body",
  malformedMultipart: "Malformed multipart body",
  tooManyRequests: "Too many requests",
  rateLimited: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  internalError: "Internal server error",
  serviceUnavailable: "Service unavailable",
  databaseUnavailable: "The database is not available",
  serverBusy: "The server is busy; try again in a moment.",
  notReady: (services: string) => `Not ready: ${services} unavailable`,
} as const;

/** A multipart form's parts, as the upload routes read them. */
export const UPLOAD_MESSAGES = {
  fieldTwice: "Send this field once",
  noFileExpected: "No file is expected here",
  oneFile: "Send only one file",
  fileFieldRequired: "Send multipart/form-data with a file field 'file'",
  importFileRequired:
    "Send multipart/form-data with a file field 'file' and, optionally, mapping and dry_run",
  eventDocumentRequired: "Send multipart/form-data with a field event_id and a file",
  sessionDocumentRequired: "Send multipart/form-data with a field session_id and a file",
} as const;

/** The admins' and door staff's sign-in. */
export const AUTH_MESSAGES = {
  invalidCredentials: INVALID_CREDENTIALS_MESSAGE,
  codeSent: CODE_SENT_MESSAGE,
  codeResent: CODE_RESENT_MESSAGE,
  invalidCode: INVALID_CODE_MESSAGE,
  codeExpired: CODE_EXPIRED_MESSAGE,
  invalidCsrf: INVALID_CSRF_MESSAGE,
  loggedOut: LOGGED_OUT_MESSAGE,
  sendFailed: "Could not send the verification e-mail. Please try again.",
  waitBeforeResend: (seconds: number) =>
    `Please wait ${seconds} seconds before requesting a new code`,
} as const;

/** The participants' app's sign-in. */
export const APP_SIGN_IN_MESSAGES = {
  codeSent: APP_CODE_SENT_MESSAGE,
  codeResent: APP_CODE_RESENT_MESSAGE,
  invalidCode: APP_INVALID_CODE_MESSAGE,
  codeExpired: APP_CODE_EXPIRED_MESSAGE,
  invalidLink: APP_INVALID_LINK_MESSAGE,
  signedOut: APP_SIGNED_OUT_MESSAGE,
  sendFailed: "Could not send the e-mail. Please try again.",
} as const;

/** A session's own refusals the server checks beyond its schema. */
export const SESSION_CHANGE_MESSAGES = {
  imageUrl: "image_url may only be the session's current image, or empty to remove it",
  eventChange: "A session cannot be moved to another event",
} as const;

export const ALREADY_REGISTERED_MESSAGE =
  "This e-mail address is already registered for this event.";
