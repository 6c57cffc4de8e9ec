import { APP_CSRF_COOKIE, APP_SESSION_COOKIE } from "@events/contract";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { App } from "../app.js";
import { cookieValue, extractCode, uniqueIp } from "./app.js";
import { insertParticipants } from "./factories.js";
import { type CallOptions, injectAs, type ModuleTest } from "./module-test.js";
import { type TestPerson, uniquePerson } from "./people.js";
import type { SmtpSink } from "./smtp-sink.js";

const SIGN_IN_CODE_SUBJECT = "Your sign-in code";

/** A participant signed in to their app as its web client does it: cookies and CSRF header. */
export interface SignedInParticipant {
  personId: string;
  email: string;
  token: string;
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

/** The first step: asks for a code; answers the sign-in token and the code from the e-mail. */
export async function requestAppCode(
  app: App,
  sink: SmtpSink,
  email: string,
  ip = uniqueIp(),
): Promise<{ signInToken: string; code: string }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/me/sign-in",
    remoteAddress: ip,
    payload: { email },
  });
  if (response.statusCode !== 200) {
    throw new Error(`app sign-in answered ${response.statusCode}: ${response.body}`);
  }
  // Mail the person had before (an organiser's message) is passed over, oldest first.
  let mail = await sink.nextMailTo(email.trim().toLowerCase());
  while (mail.subject !== SIGN_IN_CODE_SUBJECT)
    mail = await sink.nextMailTo(email.trim().toLowerCase());
  return { signInToken: response.json().sign_in_token, code: extractCode(mail.text) };
}

/** The whole sign-in of a participant's web app: e-mail, code from the e-mail, verify. */
export async function signInParticipant(
  app: App,
  sink: SmtpSink,
  email: string,
): Promise<SignedInParticipant> {
  const { signInToken, code } = await requestAppCode(app, sink, email);
  const response = await app.inject({
    method: "POST",
    url: "/api/me/sign-in/verify",
    remoteAddress: uniqueIp(),
    payload: { sign_in_token: signInToken, code },
  });
  if (response.statusCode !== 200) {
    throw new Error(`app verify answered ${response.statusCode}: ${response.body}`);
  }
  const token = cookieValue(response, APP_SESSION_COOKIE);
  const csrf = cookieValue(response, APP_CSRF_COOKIE);
  if (!token || !csrf) throw new Error("app verify set no session cookies");
  return {
    personId: response.json().person.id,
    email: response.json().person.email,
    token,
    cookies: { [APP_SESSION_COOKIE]: token, [APP_CSRF_COOKIE]: csrf },
    headers: { "x-csrf-token": csrf },
  };
}

/** A new person (uniquePerson) made a participant of each of these events, signed in to their app. */
export async function signInNewPerson(
  moduleTest: Pick<ModuleTest, "app" | "db" | "sink">,
  eventIds: readonly string[],
): Promise<{ person: TestPerson; signedIn: SignedInParticipant }> {
  const person = uniquePerson();
  for (const eventId of eventIds) await insertParticipants(moduleTest.db, eventId, [person]);
  const signedIn = await signInParticipant(moduleTest.app, moduleTest.sink, person.email);
  return { person, signedIn };
}

/** A request as the participants' web app sends it; signed out without a participant. */
export function callAsParticipant(
  app: App,
  participant: SignedInParticipant | undefined,
  method: InjectOptions["method"],
  url: string,
  options?: CallOptions,
): Promise<LightMyRequestResponse> {
  return injectAs(app, participant, method, url, options);
}
