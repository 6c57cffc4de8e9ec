import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { appPeople, type PasskeyRow, passkeys } from "../db/schema.js";

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
