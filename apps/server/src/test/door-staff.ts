import { randomUUID } from "node:crypto";
import {
  CSRF_COOKIE,
  type PairingResponse,
  SESSION_COOKIE,
  type StaffMember,
} from "@events/contract";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { App } from "../app.js";
import type { Database } from "../db/client.js";
import { sessions } from "../db/schema.js";
import { hashToken } from "../security/tokens.js";
import { cookieValue, signIn, uniqueEmail, uniqueIp } from "./app.js";
import type { ModuleTest, TestAdmin, TestCaller } from "./module-test.js";
import type { ReceivedMail } from "./smtp-sink.js";

// Door staff as the tests make them: added by an event's admin through the API, their password
// chosen from the invitation's e-mail, signed in like everyone; and devices paired from a code.

export const DOOR_STAFF_PASSWORD = "door staff password";

/** The fragment's secret of an e-mailed or shown door link (#token=… or #code=…). */
export function secretOfLink(text: string, name: "token" | "code"): string {
  const match = new RegExp(`/door/[a-z-]+#${name}=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`No door link with #${name}= in: ${text}`);
  return match[1];
}

/** Door staff of one or more events, signed in with their password and e-mailed code. */
export interface TestDoorStaff extends TestAdmin {
  name: string;
}

/** A paired device's session: its staff member's, narrowed to one event. */
export interface TestDevice extends TestCaller {
  /** The session's id, as the staff list shows the device. */
  id: string;
  userId: string;
  eventId: string;
}

export function doorStaffRequests(moduleTest: ModuleTest) {
  const addStaff = (actor: TestCaller | undefined, eventId: string, body: object) =>
    moduleTest.call(actor, "POST", `/api/events/${eventId}/staff`, { json: body });

  async function expectOk(response: LightMyRequestResponse, what: string) {
    if (response.statusCode >= 300) {
      throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
    }
    return response;
  }

  /** The invitation e-mailed to the address, and its link's secret. */
  async function invitationTo(email: string): Promise<{ mail: ReceivedMail; token: string }> {
    const mail = await moduleTest.sink.nextMailTo(email);
    return { mail, token: secretOfLink(mail.text, "token") };
  }

  const choosePassword = (token: string, password = DOOR_STAFF_PASSWORD) =>
    moduleTest.app.inject({
      method: "POST",
      url: "/api/door/choose-password",
      remoteAddress: uniqueIp(),
      payload: { token, password },
    });

  const pair = (app: App, code: string, deviceName = "Front desk tablet") =>
    app.inject({
      method: "POST",
      url: "/api/door/pair",
      remoteAddress: uniqueIp(),
      payload: { code, device_name: deviceName },
    });

  return {
    addStaff,
    invitationTo,
    choosePassword,
    pair,

    /** A new person added to the event's door staff by its admin; their staff member. */
    async addNewStaff(
      admin: TestCaller,
      eventId: string,
      name = "Dana Door",
    ): Promise<StaffMember> {
      const response = await expectOk(
        await addStaff(admin, eventId, { email: uniqueEmail("door"), name }),
        "adding door staff",
      );
      return response.json().staff_member;
    },

    /**
     * New door staff of the events (added by `admin`), their password chosen from the
     * invitation, signed in with it and the e-mailed code.
     */
    async signInNewStaff(
      admin: TestCaller,
      eventIds: readonly string[],
      name = "Dana Door",
    ): Promise<TestDoorStaff> {
      const email = uniqueEmail("door");
      let userId = "";
      for (const [index, eventId] of eventIds.entries()) {
        const added = await expectOk(
          await addStaff(admin, eventId, { email, name }),
          "adding door staff",
        );
        userId = added.json().staff_member.user_id;
        // The password is chosen from the first event's invitation: the others send none then.
        if (index === 0) {
          const { token } = await invitationTo(email);
          await expectOk(await choosePassword(token), "choose-password");
        }
      }
      const session = await signIn(moduleTest.app, moduleTest.sink, {
        email,
        password: DOOR_STAFF_PASSWORD,
      });
      return { id: userId, email, name, session };
    },

    /** A pairing code for the staff member at the event, as its admin shows it. */
    async createPairing(admin: TestCaller, eventId: string, userId: string): Promise<string> {
      const response = await expectOk(
        await moduleTest.call(admin, "POST", `/api/events/${eventId}/staff/${userId}/pairing`),
        "creating a pairing",
      );
      return secretOfLink((response.json() as PairingResponse).url, "code");
    },

    /** A device paired for the staff member at the event, with the cookies pairing set. */
    async pairDevice(
      admin: TestCaller,
      eventId: string,
      userId: string,
      deviceName = `Tablet ${randomUUID().slice(0, 6)}`,
    ): Promise<TestDevice> {
      const code = await this.createPairing(admin, eventId, userId);
      const response = await expectOk(await pair(moduleTest.app, code, deviceName), "pairing");
      return {
        ...(await deviceOf(moduleTest.db, response)),
        userId,
        eventId: response.json().event_id,
      };
    },
  };
}

/** The session a pairing's answer started: its cookies, and its id as the staff list shows it. */
async function deviceOf(
  db: Database,
  response: LightMyRequestResponse,
): Promise<TestCaller & { id: string }> {
  const token = cookieValue(response, SESSION_COOKIE);
  const csrf = cookieValue(response, CSRF_COOKIE);
  if (!token || !csrf) throw new Error("pairing set no session cookies");
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.token_hash, hashToken(token)));
  if (!session) throw new Error("pairing's session is not in the database");
  return {
    id: session.id,
    session: {
      cookies: { [SESSION_COOKIE]: token, [CSRF_COOKIE]: csrf },
      headers: { "x-csrf-token": csrf },
    },
  };
}
