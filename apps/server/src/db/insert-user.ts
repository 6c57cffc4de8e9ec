import type { Database, Transaction } from "./client.js";
import { type UserRow, users } from "./schema.js";

/** What a new account needs; the rest takes the columns' defaults. */
export type NewUser = Pick<UserRow, "name" | "email" | "password_hash" | "type"> &
  Partial<Pick<UserRow, "phone" | "is_verified" | "profile_image">>;

/**
 * Inserts the user; undefined when the e-mail is taken (the unique index decides, so two requests
 * creating the same account at once make one account).
 */
export async function insertUser(
  executor: Database | Transaction,
  user: NewUser,
): Promise<UserRow | undefined> {
  const [created] = await executor.insert(users).values(user).onConflictDoNothing().returning();
  return created;
}
