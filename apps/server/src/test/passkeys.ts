import { randomBytes } from "node:crypto";
import { WEBAUTHN_CHALLENGE_COOKIE } from "@events/contract";
import { eq } from "drizzle-orm";
import type { App } from "../app.js";
import type { Database } from "../db/client.js";
import { appPeople, type PasskeyRow, passkeys } from "../db/schema.js";
import type { SignedInParticipant } from "./app-participants.js";
import { createSoftwareAuthenticator } from "./software-authenticator.js";

/** What a stored passkey of a person says of itself; the rest is made up. */
export type SeedPasskey = Pick<PasskeyRow, "name"> &
  Partial<Pick<PasskeyRow, "backed_up" | "created_at" | "last_used_at">>;

/**
 * Stores passkeys of a person of the participants' app, as if they had added them, and their
 * choice of passkey only, for what reads or erases them (no key of them signs anything).
 * Answers the rows.
 */
export async function insertAppPasskeys(
  db: Database,
  personId: string,
  seeds: readonly SeedPasskey[],
  { passkeyOnly = false }: { passkeyOnly?: boolean } = {},
): Promise<PasskeyRow[]> {
  const rows = await db
    .insert(passkeys)
    .values(
      seeds.map((seed) => ({
        person_id: personId,
        credential_id: randomBytes(16).toString("base64url"),
        public_key: randomBytes(16).toString("base64url"),
        device_type: seed.backed_up ? ("multiDevice" as const) : ("singleDevice" as const),
        backed_up: false,
        ...seed,
      })),
    )
    .returning();
  await db.update(appPeople).set({ passkey_only: passkeyOnly }).where(eq(appPeople.id, personId));
  return rows;
}

/**
 * A participant adds a passkey in the app, through its two requests, with a software
 * authenticator of the test app's origin; answers the add's answer.
 */
export async function addAppPasskey(app: App, participant: SignedInParticipant, name: string) {
  const browser = { cookies: participant.cookies, headers: participant.headers };
  const options = await app.inject({ method: "POST", url: "/api/me/passkeys/options", ...browser });
  const challenge = options.cookies.find((cookie) => cookie.name === WEBAUTHN_CHALLENGE_COOKIE);
  const key = createSoftwareAuthenticator({ rpId: "localhost", origin: "http://localhost:3000" });
  return app.inject({
    method: "POST",
    url: "/api/me/passkeys",
    headers: browser.headers,
    cookies: { ...browser.cookies, [WEBAUTHN_CHALLENGE_COOKIE]: challenge?.value ?? "" },
    payload: { name, response: key.register(options.json().options) },
  });
}
