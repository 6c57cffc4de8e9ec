import type { Language } from "@events/contract";
import { and, asc, type Column, desc, eq, gt, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { findRow } from "../../db/find-row.js";
import { findUserByEmail } from "../../db/find-user-by-email.js";
import {
  devicePairings,
  eventStaff,
  events,
  sessions,
  signInChallenges,
  staffInvitations,
  type UserRow,
  users,
} from "../../db/schema.js";
import { updateRow } from "../../db/write-row.js";
import {
  createTransactionRunner,
  type InTransaction,
} from "../../transactions/transaction-runner.js";

/** A member of an event's door staff, as the staff list shows them (their devices apart). */
export interface StaffMemberRow {
  user_id: string;
  name: string;
  email: string;
  password_chosen: boolean;
  added_at: Date;
}

/** A paired device's session at an event, with the door it last reported. */
export interface StaffDeviceRow {
  id: string;
  user_id: string;
  name: string;
  door: string | null;
  paired_at: Date;
  last_used_at: Date;
}

/** The access kernel's condition on an event id column: the events the caller checks in at. */
export type DoorEventsCondition = (eventIdColumn: Column) => SQL | undefined;

export interface DoorEventRow {
  id: string;
  event_name: string;
  event_datetime: string | null;
  end_datetime: string | null;
  time_zone: string;
  venue: string | null;
}

/** What an invitation e-mail says, read when it is sent. */
export interface InvitationForMail {
  email: string;
  name: string;
  event_name: string;
  language: Language | null;
}

const staffMemberColumns = {
  user_id: users.id,
  name: users.name,
  email: users.email,
  // Door staff get a password only through their invitation's link (choose-password).
  password_chosen: sql<boolean>`exists (select 1 from ${staffInvitations} where ${staffInvitations.user_id} = ${users.id} and ${staffInvitations.used_at} is not null)`,
  added_at: eventStaff.added_at,
};

const isDoorStaff = eq(users.type, "door_staff");

/** A time `amount` units after the database's now(): every expiry here is the database's clock. */
const fromNow = (amount: number, unit: "minutes" | "days") =>
  sql`now() + make_interval(${sql.raw(unit === "days" ? "days" : "mins")} => ${amount})`;

/** A link's secret is live while unused and unexpired by the database's clock. */
const isLive = (table: typeof staffInvitations | typeof devicePairings) =>
  and(isNull(table.used_at), gt(table.expires_at, sql`now()`));

/** The statements a service may combine inside one transaction. */
function createDoorStaffTransaction(transaction: Transaction) {
  const staffRow = (eventId: string, userId: string) =>
    and(eq(eventStaff.event_id, eventId), eq(eventStaff.user_id, userId));

  return {
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return findUserByEmail(transaction, email);
    },

    /**
     * A new door staff account; undefined when the e-mail was taken meanwhile (the unique index
     * decides, so two admins adding one address at once make one account).
     */
    async createAccount(
      account: Pick<UserRow, "name" | "email" | "password_hash">,
    ): Promise<UserRow | undefined> {
      const [created] = await transaction
        .insert(users)
        .values({ ...account, type: "door_staff", is_verified: false })
        .onConflictDoNothing()
        .returning();
      return created;
    },

    /** Answers false when they already are staff of the event. */
    async addStaff(eventId: string, userId: string, addedBy: string): Promise<boolean> {
      const added = await transaction
        .insert(eventStaff)
        .values({ event_id: eventId, user_id: userId, added_by: addedBy })
        .onConflictDoNothing()
        .returning({ user_id: eventStaff.user_id });
      return added.length > 0;
    },

    async insertInvitation(invitation: {
      id: string;
      user_id: string;
      token_hash: string;
      days: number;
    }): Promise<void> {
      await transaction.insert(staffInvitations).values({
        id: invitation.id,
        user_id: invitation.user_id,
        token_hash: invitation.token_hash,
        expires_at: fromNow(invitation.days, "days"),
      });
    },

    async findStaffMember(eventId: string, userId: string): Promise<StaffMemberRow | undefined> {
      const [member] = await transaction
        .select(staffMemberColumns)
        .from(eventStaff)
        .innerJoin(users, eq(users.id, eventStaff.user_id))
        .where(staffRow(eventId, userId));
      return member;
    },

    /**
     * The staff row, kept (FOR SHARE) from being removed until the transaction ends, so a device
     * paired meanwhile is signed out by the removal, not left behind it.
     */
    async lockStaff(eventId: string, userId: string): Promise<boolean> {
      const rows = await transaction
        .select({ user_id: eventStaff.user_id })
        .from(eventStaff)
        .where(staffRow(eventId, userId))
        .for("share");
      return rows.length > 0;
    },

    /**
     * Takes them off the event's staff, signs out their devices paired for it and voids its
     * unused pairing codes; the removed row, or undefined when they were not staff.
     */
    async removeStaff(eventId: string, userId: string): Promise<StaffMemberRow | undefined> {
      const [member] = await transaction
        .select(staffMemberColumns)
        .from(eventStaff)
        .innerJoin(users, eq(users.id, eventStaff.user_id))
        .where(staffRow(eventId, userId))
        .for("update", { of: eventStaff });
      if (!member) return undefined;
      await transaction.delete(eventStaff).where(staffRow(eventId, userId));
      await transaction
        .delete(sessions)
        .where(and(eq(sessions.user_id, userId), eq(sessions.device_event_id, eventId)));
      await transaction
        .delete(devicePairings)
        .where(
          and(
            eq(devicePairings.event_id, eventId),
            eq(devicePairings.user_id, userId),
            isNull(devicePairings.used_at),
          ),
        );
      return member;
    },

    /** Stores a pairing code's hash; answers when it stops working. */
    async insertPairing(pairing: {
      event_id: string;
      user_id: string;
      code_hash: string;
      created_by: string;
      minutes: number;
    }): Promise<Date> {
      const [row] = await transaction
        .insert(devicePairings)
        .values({
          event_id: pairing.event_id,
          user_id: pairing.user_id,
          code_hash: pairing.code_hash,
          created_by: pairing.created_by,
          expires_at: fromNow(pairing.minutes, "minutes"),
        })
        .returning({ expires_at: devicePairings.expires_at });
      if (!row) throw new Error("The pairing was not stored");
      return row.expires_at;
    },

    /**
     * Uses up a live pairing code in one statement: of two devices sending it at once, the
     * second waits for the first's row lock, then finds it used. Its event and staff member, or
     * undefined when the code is unknown, used or expired.
     */
    async redeemPairing(
      codeHash: string,
    ): Promise<{ event_id: string; user_id: string } | undefined> {
      const [pairing] = await transaction
        .update(devicePairings)
        .set({ used_at: sql`now()` })
        .where(and(eq(devicePairings.code_hash, codeHash), isLive(devicePairings)))
        .returning({ event_id: devicePairings.event_id, user_id: devicePairings.user_id });
      return pairing;
    },

    /** Signs out one device of theirs paired for the event; its name, or undefined if none. */
    async deleteDeviceSession(
      eventId: string,
      userId: string,
      sessionId: string,
    ): Promise<{ name: string | null } | undefined> {
      const [deleted] = await transaction
        .delete(sessions)
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.user_id, userId),
            eq(sessions.device_event_id, eventId),
          ),
        )
        .returning({ name: sessions.device_name });
      return deleted;
    },

    /** Uses up a live invitation in one statement; its user's id, or undefined. */
    async useInvitation(tokenHash: string): Promise<string | undefined> {
      const [invitation] = await transaction
        .update(staffInvitations)
        .set({ used_at: sql`now()` })
        .where(and(eq(staffInvitations.token_hash, tokenHash), isLive(staffInvitations)))
        .returning({ user_id: staffInvitations.user_id });
      return invitation?.user_id;
    },

    /** Voids a user's other live invitations: once a password is chosen, no link sets another. */
    async voidInvitations(userId: string): Promise<void> {
      await transaction
        .update(staffInvitations)
        .set({ expires_at: sql`now()` })
        .where(and(eq(staffInvitations.user_id, userId), isLive(staffInvitations)));
    },

    /** Sets a door staff account's password; the account as changed. */
    setPassword(userId: string, passwordHash: string): Promise<UserRow | undefined> {
      return updateRow(
        transaction,
        users,
        { password_hash: passwordHash },
        and(eq(users.id, userId), isDoorStaff),
      );
    },

    /**
     * Ends what was signed in with the account's password: its sessions and pending sign-ins.
     * Paired devices stay: an admin gave them, not the password.
     */
    async endPasswordSessions(userId: string): Promise<void> {
      await transaction
        .delete(sessions)
        .where(and(eq(sessions.user_id, userId), isNull(sessions.device_event_id)));
      await transaction.delete(signInChallenges).where(eq(signInChallenges.user_id, userId));
    },

    findUser(userId: string): Promise<UserRow | undefined> {
      return findRow(transaction, users, eq(users.id, userId));
    },
  };
}

export type DoorStaffTransaction = InTransaction<ReturnType<typeof createDoorStaffTransaction>>;

export function createDoorStaffRepository(db: Database) {
  return {
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return findUserByEmail(db, email);
    },

    /** The event's door staff, by name. */
    listStaff(eventId: string): Promise<StaffMemberRow[]> {
      return db
        .select(staffMemberColumns)
        .from(eventStaff)
        .innerJoin(users, eq(users.id, eventStaff.user_id))
        .where(eq(eventStaff.event_id, eventId))
        .orderBy(sql`lower(${users.name})`, asc(users.id));
    },

    /**
     * The devices paired for the event whose sessions are still live (neither past their
     * maximum age nor idle for idleSeconds), newest first. A device's door is the one it last
     * reported with its own session. The subquery is written out with the tables' names:
     * drizzle leaves a one-table select's columns unqualified, and there they would name the
     * reports' own columns.
     */
    listDevices(eventId: string, idleSeconds: number): Promise<StaffDeviceRow[]> {
      const door = sql<string | null>`(select reported.door from check_in_devices as reported
        where reported.event_id = sessions.device_event_id
          and reported.session_id = sessions.id
        order by reported.last_seen_at desc limit 1)`;
      return db
        .select({
          id: sessions.id,
          user_id: sessions.user_id,
          name: sql<string>`coalesce(${sessions.device_name}, '')`,
          door,
          paired_at: sessions.created_at,
          last_used_at: sessions.last_used_at,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.device_event_id, eventId),
            isNotNull(sessions.device_name),
            gt(sessions.expires_at, sql`now()`),
            gt(sessions.last_used_at, sql`now() - make_interval(secs => ${idleSeconds})`),
          ),
        )
        .orderBy(desc(sessions.created_at), desc(sessions.id));
    },

    /** The events `inReach` keeps (the access kernel's condition), soonest first. */
    listEvents(inReach: DoorEventsCondition): Promise<DoorEventRow[]> {
      return db
        .select({
          id: events.id,
          event_name: events.event_name,
          event_datetime: events.event_datetime,
          end_datetime: events.end_datetime,
          time_zone: events.time_zone,
          venue: events.venue,
        })
        .from(events)
        .where(inReach(events.id))
        .orderBy(
          sql`${events.event_datetime} asc nulls last`,
          asc(events.event_name),
          asc(events.id),
        );
    },

    /**
     * What an invitation's e-mail says, while there is reason to send it: the invitation still
     * live and its person still staff of the event. Undefined otherwise.
     */
    async findInvitationForMail(
      invitationId: string,
      eventId: string,
    ): Promise<InvitationForMail | undefined> {
      const [found] = await db
        .select({
          email: users.email,
          name: users.name,
          event_name: events.event_name,
          language: users.language,
        })
        .from(staffInvitations)
        .innerJoin(users, eq(users.id, staffInvitations.user_id))
        .innerJoin(
          eventStaff,
          and(eq(eventStaff.user_id, users.id), eq(eventStaff.event_id, eventId)),
        )
        .innerJoin(events, eq(events.id, eventStaff.event_id))
        .where(and(eq(staffInvitations.id, invitationId), isLive(staffInvitations)));
      return found;
    },

    runInTransaction: createTransactionRunner(db, createDoorStaffTransaction),
  };
}

export type DoorStaffRepository = ReturnType<typeof createDoorStaffRepository>;
