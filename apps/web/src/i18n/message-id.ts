// Every message's key, from the English catalogues: t() and <T> accept no other, so a key that
// is not in the English catalogue does not compile.

import type activity from "./catalogues/activity/en.json";
import type apiTokens from "./catalogues/api-tokens/en.json";
import type app from "./catalogues/app/en.json";
import type appPasskeys from "./catalogues/app-passkeys/en.json";
import type checkIn from "./catalogues/check-in/en.json";
import type common from "./catalogues/common/en.json";
import type dashboard from "./catalogues/dashboard/en.json";
import type door from "./catalogues/door/en.json";
import type doorSignIn from "./catalogues/door-sign-in/en.json";
import type errors from "./catalogues/errors/en.json";
import type eventDetails from "./catalogues/event-details/en.json";
import type events from "./catalogues/events/en.json";
import type layout from "./catalogues/layout/en.json";
import type messages from "./catalogues/messages/en.json";
import type participants from "./catalogues/participants/en.json";
import type passkeySignIn from "./catalogues/passkey-sign-in/en.json";
import type passkeys from "./catalogues/passkeys/en.json";
import type phone from "./catalogues/phone/en.json";
import type privacyAdmin from "./catalogues/privacy-admin/en.json";
import type privacyPolicy from "./catalogues/privacy-policy/en.json";
import type publicPage from "./catalogues/public/en.json";
import type registrationAdmin from "./catalogues/registration-admin/en.json";
import type sessions from "./catalogues/sessions/en.json";
import type signIn from "./catalogues/sign-in/en.json";
import type signInErrors from "./catalogues/sign-in-errors/en.json";
import type users from "./catalogues/users/en.json";
import type webhooks from "./catalogues/webhooks/en.json";

export type MessageId =
  | keyof typeof common
  | keyof typeof errors
  | keyof typeof signInErrors
  | keyof typeof signIn
  | keyof typeof passkeySignIn
  | keyof typeof doorSignIn
  | keyof typeof layout
  | keyof typeof events
  | keyof typeof eventDetails
  | keyof typeof sessions
  | keyof typeof participants
  | keyof typeof checkIn
  | keyof typeof door
  | keyof typeof registrationAdmin
  | keyof typeof dashboard
  | keyof typeof activity
  | keyof typeof apiTokens
  | keyof typeof passkeys
  | keyof typeof webhooks
  | keyof typeof messages
  | keyof typeof users
  | keyof typeof privacyAdmin
  | keyof typeof privacyPolicy
  | keyof typeof phone
  | keyof typeof app
  | keyof typeof appPasskeys
  | keyof typeof publicPage;
