import { and, eq, isNull } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../db/client.js";
import { generateToken } from "../security/tokens.js";

// The secret of a calendar feed's address (an event's agenda, a person's bookmarks): made on the
// first ask, kept until renewed, and replaced to void the old address.

/** Where a feed's token is kept: a table, its id column and its token column. */
export interface CalendarTokenOwner {
  table: PgTable;
  id: AnyPgColumn;
  token: AnyPgColumn;
}

// drizzle types an update's values by the concrete table's field names; of a table it only
// knows as generic it cannot, so the token is set under its column's name, which the schema
// also gives its field.
function setNewToken(executor: Database | Transaction, owner: CalendarTokenOwner) {
  return executor.update(owner.table).set({ [owner.token.name]: generateToken() });
}

function asToken(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * The row's token, made now if it has none; undefined when the row is gone. Two requests at once
 * both try to set one where none is; the second sets nothing and both read the one that was set.
 */
export async function ensureCalendarToken(
  db: Database,
  owner: CalendarTokenOwner,
  id: string,
): Promise<string | undefined> {
  await setNewToken(db, owner).where(and(eq(owner.id, id), isNull(owner.token)));
  const [row] = await db.select({ token: owner.token }).from(owner.table).where(eq(owner.id, id));
  return asToken(row?.token);
}

/** Replaces the row's token, voiding the old address; undefined when the row is gone. */
export async function replaceCalendarToken(
  executor: Database | Transaction,
  owner: CalendarTokenOwner,
  id: string,
): Promise<string | undefined> {
  const [row] = await setNewToken(executor, owner)
    .where(eq(owner.id, id))
    .returning({ token: owner.token });
  return asToken(row?.token);
}
