import type { AuditAction, AuditEntityType } from "@events/contract";
import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import type { Database } from "../db/client.js";
import { type AuditLogRow, auditLog, users } from "../db/schema.js";
import type { ModuleTest, SignedInAdmins, TestAdmin } from "./module-test.js";

export interface AuditEntryFilter {
  action?: AuditAction;
  entity_type?: AuditEntityType;
  entity_id?: string | null;
  event_id?: string;
  actor_id?: string;
}

/** The entries written so far that match, oldest first, read straight from the table. */
export async function auditEntriesWhere(
  db: Database,
  filter: AuditEntryFilter,
): Promise<AuditLogRow[]> {
  const conditions: SQL[] = [];
  for (const [column, value] of Object.entries(filter) as [keyof AuditEntryFilter, unknown][]) {
    if (value === undefined) continue;
    conditions.push(
      value === null ? isNull(auditLog[column]) : eq(auditLog[column], String(value)),
    );
  }
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(asc(auditLog.created_at));
}

/** Asserts that exactly one entry matches, and answers it. */
export async function expectOneAuditEntry(
  db: Database,
  filter: AuditEntryFilter,
): Promise<AuditLogRow> {
  const entries = await auditEntriesWhere(db, filter);
  expect(entries, `audit entries matching ${JSON.stringify(filter)}`).toHaveLength(1);
  return entries[0] as AuditLogRow;
}

/**
 * Asserts that exactly one entry matches the filter and that it is the expected row, whole;
 * answers it.
 */
export async function expectTheAuditEntry(
  db: Database,
  filter: AuditEntryFilter,
  expected: object,
): Promise<AuditLogRow> {
  const entry = await expectOneAuditEntry(db, filter);
  expect(entry).toEqual(expected);
  return entry;
}

type Fields = Record<string, unknown>;

/** The changes a create records: each field from null to the value it was given. */
export const createdChanges = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, [null, value]]));

/** The changes a delete records: each field from the value it had to null. */
export const deletedChanges = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, [value, null]]));

/** Renames the user straight in the table, without an entry: the actor an entry must name. */
export async function renameUser(db: Database, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}

/** The names the audited admins are given, so an entry naming the wrong admin cannot pass. */
export const AUDITED_ADMIN_NAMES = { systemAdmin: "Sam System", eventAdmin: "Eve Event" } as const;

type AuditedRecord = {
  action: string;
  entity_type?: string;
  entity_id: string | null;
  event_id: string | null;
  changes: object;
};

/**
 * Renames the file's system admin and event admin (in a beforeAll) and answers matchers of what
 * their requests through moduleTest write: the actor's columns, or the whole row, whose id and
 * time alone are the table's. `defaults` fills in what every record of the file shares.
 */
export function auditedAdmins(
  moduleTest: ModuleTest,
  admins: Pick<SignedInAdmins, "systemAdmin" | "eventAdmin">,
  defaults: { entity_type?: string } = {},
) {
  const names = new Map<TestAdmin, string>();
  beforeAll(async () => {
    names
      .set(admins.systemAdmin, AUDITED_ADMIN_NAMES.systemAdmin)
      .set(admins.eventAdmin, AUDITED_ADMIN_NAMES.eventAdmin);
    for (const [admin, name] of names) await renameUser(moduleTest.db, admin.id, name);
  });

  function actorColumns(admin: TestAdmin) {
    return {
      actor_id: admin.id,
      actor_name: names.get(admin),
      actor_role: admin === admins.systemAdmin ? "system_admin" : "event_admin",
      // moduleTest sends each request from a fresh 10.x.x.x address, as light-my-request.
      ip: expect.stringMatching(/^10\.\d+\.\d+\.\d+$/),
      user_agent: "lightMyRequest",
      via_token: null,
    };
  }

  function entryBy(admin: TestAdmin, record: AuditedRecord) {
    return {
      id: expect.any(String),
      created_at: expect.any(Date),
      ...actorColumns(admin),
      ...defaults,
      ...record,
    };
  }

  return {
    actorColumns,
    entryBy,
    /** Asserts that the filter matches exactly one entry, the admin's record; answers it. */
    expectEntry: (filter: AuditEntryFilter, admin: TestAdmin, record: AuditedRecord) =>
      expectTheAuditEntry(moduleTest.db, filter, entryBy(admin, record)),
    /** auditEntriesWhere in moduleTest's database. */
    entriesWhere: (filter: AuditEntryFilter) => auditEntriesWhere(moduleTest.db, filter),
    /** expectOneAuditEntry in moduleTest's database. */
    expectOneEntry: (filter: AuditEntryFilter) => expectOneAuditEntry(moduleTest.db, filter),
  };
}

/**
 * The admins of moduleTest.signInAdminsBeforeAll, with auditedAdmins for the system admin and
 * the event admin: what a test file of one module's entries starts with.
 */
export function signInAuditedAdmins(
  moduleTest: ModuleTest,
  defaults: { entity_type?: string } = {},
) {
  const admins = moduleTest.signInAdminsBeforeAll();
  return { ...admins, ...auditedAdmins(moduleTest, admins, defaults) };
}
