import { sql } from "drizzle-orm";
import type { Database } from "./client.js";
import { findRow } from "./find-row.js";
import { type UserRow, users } from "./schema.js";

/** The user with this e-mail address, compared case-blind as the unique index does. */
export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return findRow(db, users, sql`lower(${users.email}) = lower(${email})`);
}
