import {
  ACCOUNT_TYPES,
  ACTIVE_PARTICIPANT_STATUS,
  type Answers,
  API_TOKEN_SCOPES,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_ROLES,
  AUDIT_ENTITY_TYPES,
  type AuditChanges,
  type Consent,
  DEFAULT_EVENT_STATUS,
  DEFAULT_MESSAGE_DELIVERY,
  DEFAULT_PARTICIPANT_ROLE,
  DEFAULT_THEME_COLORS,
  DELIVERY_STATES,
  ERASURE_KINDS,
  EVENT_STATUSES,
  FIELD_MODES,
  LANGUAGES,
  MAX_RETENTION_DAYS,
  MESSAGE_DELIVERIES,
  type MessageSegment,
  PARTICIPANT_ROLES,
  PASSKEY_DEVICE_TYPES,
  type Question,
  REGISTRATION_STATES,
  type RemovedQuestion,
  SESSION_TYPES,
  SYNC_OUTCOMES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
} from "@events/contract";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Two random UUIDs (244 random bits from the database's secure generator) as 64 hex digits.
const CHECK_IN_CODE_DEFAULT = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

const timestamps = {
  created_date: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
  updated_date: timestamp("updated_date", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    password_hash: text("password_hash").notNull(),
    type: text("type", { enum: ACCOUNT_TYPES }).notNull(),
    is_verified: boolean("is_verified").notNull().default(false),
    profile_image: text("profile_image"),
    /** The language the user chose (languages.ts); null follows their browser's. */
    language: text("language", { enum: LANGUAGES }),
    /** Chosen by the user once they have a passkey: password and code no longer sign them in. */
    passkey_only: boolean("passkey_only").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    checkOneOf("users_type_check", table.type, ACCOUNT_TYPES),
    checkOneOf("users_language_check", table.language, LANGUAGES),
  ],
);

export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    browser_token_hash: text("browser_token_hash").notNull(),
    code_hash: text("code_hash").notNull(),
    wrong_tries: integer("wrong_tries").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    last_sent_at: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sign_in_challenges_user_id_index").on(table.user_id)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * A paired door device's session (door staff only): it may check people in at this one
     * event and nothing else. Null for every session signed in with password and code.
     */
    device_event_id: uuid("device_event_id").references(() => events.id, { onDelete: "cascade" }),
    /** What the device was called when it was paired. */
    device_name: text("device_name"),
  },
  (table) => [
    index("sessions_user_id_index").on(table.user_id),
    index("sessions_device_event_id_index")
      .on(table.device_event_id)
      .where(sql`${table.device_event_id} is not null`),
    check(
      "sessions_device_check",
      sql`(${table.device_event_id} is null) = (${table.device_name} is null)`,
    ),
  ],
);

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** A check that the column holds one of the contract's enumerations, written out as literals. */
function checkOneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const literals = sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "));
  return check(name, sql`${column} in (${literals})`);
}

/**
 * The text a contains-search runs over: the columns in lower case, joined by a control character
 * that a search may not hold (the contract refuses them), so no match spans two columns. The
 * repositories search this very expression, so the planner can use its trigram index.
 */
export function searchText(...columns: readonly SQLWrapper[]): SQL {
  const parts = columns.map((column) => sql`coalesce(${column}, '')`);
  return sql`lower(${sql.join(parts, sql` || chr(1) || `)})`;
}

/**
 * SHA-256 of a ticket's code in hexadecimal: what a door's offline copy holds instead of it.
 * The cast reads the text as bytea literally, as codes are hexadecimal digits only (and,
 * unlike convert_to, it may be indexed).
 */
export function checkInCodeHash(column: SQLWrapper): SQL {
  return sql`encode(sha256(${column}::bytea), 'hex')`;
}

/** When a participant last changed as a door's copy sees them (greatest ignores nulls). */
export function checkInListChangedAt(updatedDate: SQLWrapper, checkInChangedAt: SQLWrapper): SQL {
  return sql`greatest(${updatedDate}, ${checkInChangedAt})`;
}

/**
 * A person's key: their e-mail trimmed and in lower case. One person is one such e-mail across
 * every event (the participants' app and privacy/ compare addresses by this expression).
 */
export function personEmail(column: SQLWrapper): SQL {
  return sql`lower(btrim(${column}))`;
}

/**
 * The mailbox an e-mail reaches: the person key with a "+tag" of the local part dropped, so that
 * ann+events@x.org and Ann@x.org register once. Registration's duplicate rule compares by it;
 * migration 0014 defines the function.
 */
export function mailboxKey(column: SQLWrapper): SQL {
  return sql`mailbox_key(${column})`;
}

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event_name: text("event_name").notNull(),
    // Wall-clock times without a zone (DESIGN §6): kept and returned as text, never as a Date,
    // so neither the server's nor the database's time zone can shift them.
    event_datetime: timestamp("event_datetime", { mode: "string" }),
    end_datetime: timestamp("end_datetime", { mode: "string" }),
    // The IANA zone of the wall-clock times, used where a time leaves the product (calendar
    // feeds, e-mails); events made before zones existed are in UTC.
    time_zone: text("time_zone").notNull().default("UTC"),
    // The secret of the event's calendar feed URL, made on first ask and replaced to void it.
    calendar_token: text("calendar_token").unique("events_calendar_token_unique"),
    description: text("description"),
    venue: text("venue"),
    is_branded: boolean("is_branded").notNull().default(false),
    event_status: text("event_status", { enum: EVENT_STATUSES })
      .notNull()
      .default(DEFAULT_EVENT_STATUS),
    event_type: text("event_type").notNull(),
    invitee_number: integer("invitee_number"),
    logo_url: text("logo_url"),
    cover_image_url: text("cover_image_url"),
    contact_person_name: text("contact_person_name"),
    contact_person_email: text("contact_person_email"),
    contact_person_phone: text("contact_person_phone"),
    contact_person_profile_image: text("contact_person_profile_image"),
    theme_colors: jsonb("theme_colors")
      .$type<string[]>()
      .notNull()
      .default([...DEFAULT_THEME_COLORS]),
    // Deleting an event admin leaves their events unassigned (DESIGN §5).
    event_admin_id: uuid("event_admin_id").references(() => users.id, { onDelete: "set null" }),
    facebook_link: text("facebook_link"),
    x_link: text("x_link"),
    youtube_link: text("youtube_link"),
    instagram_link: text("instagram_link"),
    website_link: text("website_link"),
    // Days after the event's end when its participants are erased; null keeps them.
    retention_days: integer("retention_days"),
    ...timestamps,
  },
  (table) => [
    // Lists are ordered newest first with the id breaking ties (ORDER BY created_date DESC,
    // id DESC, read by scanning these indexes backwards). The first serves an admin's own list
    // and the ON DELETE SET NULL of a deleted admin; the second the list of every event.
    index("events_event_admin_id_created_date_id_index").on(
      table.event_admin_id,
      table.created_date,
      table.id,
    ),
    index("events_created_date_id_index").on(table.created_date, table.id),
    // The lists' search (q) over name and venue; pg_trgm is created by the migration.
    index("events_search_trgm_index").using(
      "gin",
      sql`${searchText(table.event_name, table.venue)} gin_trgm_ops`,
    ),
    checkOneOf("events_event_status_check", table.event_status, EVENT_STATUSES),
    check("events_invitee_number_check", sql`${table.invitee_number} >= 0`),
    check(
      "events_retention_days_check",
      sql`${table.retention_days} between 1 and ${sql.raw(String(MAX_RETENTION_DAYS))}`,
    ),
  ],
);

/** The event_id of a row that belongs to an event and is deleted with it. */
function cascadingEventId() {
  return uuid("event_id")
    .notNull()
    .references(() => events.id, { onDelete: "cascade" });
}

export const eventDocuments = pgTable(
  "event_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event_id: cascadingEventId(),
    // As the user named it, cleaned of path parts; only metadata, never a path on disk.
    original_filename: text("original_filename").notNull(),
    /** The private upload's path under the uploads folder ("private/event-documents/<uuid>.pdf"). */
    storage_key: text("storage_key").notNull(),
    /** MIME type decided from the content. */
    file_type: text("file_type").notNull(),
    file_size: bigint("file_size", { mode: "number" }).notNull(),
    uploaded_by: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    upload_date: timestamp("upload_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An event's list, newest first, and the ON DELETE CASCADE of its event.
    index("event_documents_event_id_upload_date_index").on(table.event_id, table.upload_date),
    // The ON DELETE SET NULL of a deleted user.
    index("event_documents_uploaded_by_index").on(table.uploaded_by),
    check("event_documents_file_size_check", sql`${table.file_size} >= 0`),
  ],
);

// "sessions" already names the sign-in sessions above, so the sessions of an event live in
// event_sessions; the API still calls them sessions.
export const eventSessions = pgTable(
  "event_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event_id: cascadingEventId(),
    name: text("name").notNull(),
    description: text("description"),
    session_type: text("session_type", { enum: SESSION_TYPES }).notNull(),
    other_session_type: text("other_session_type"),
    // Wall-clock times without a zone, kept as text like the events' (DESIGN §6).
    start_datetime: timestamp("start_datetime", { mode: "string" }).notNull(),
    end_datetime: timestamp("end_datetime", { mode: "string" }).notNull(),
    venue: text("venue"),
    /** A public upload's path under /media, or null. */
    image: text("image"),
    ...timestamps,
  },
  (table) => [
    // An event's sessions in order, and the ON DELETE CASCADE of its event.
    index("event_sessions_event_id_start_datetime_index").on(table.event_id, table.start_datetime),
    checkOneOf("event_sessions_session_type_check", table.session_type, SESSION_TYPES),
    check(
      "event_sessions_other_session_type_check",
      sql`${table.session_type} = 'other' or ${table.other_session_type} is null`,
    ),
    check("event_sessions_dates_check", sql`${table.end_datetime} >= ${table.start_datetime}`),
  ],
);

export const sessionDocuments = pgTable(
  "session_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Unique: a session has at most one document (spec doc 2 §3).
    session_id: uuid("session_id")
      .notNull()
      .unique("session_documents_session_id_unique")
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    // As the user named it, cleaned of path parts; only metadata, never a path on disk.
    original_filename: text("original_filename").notNull(),
    /** The private upload's path under the uploads folder ("private/session-documents/<uuid>.pdf"). */
    storage_key: text("storage_key").notNull(),
    /** MIME type decided from the content. */
    file_type: text("file_type").notNull(),
    file_size: bigint("file_size", { mode: "number" }).notNull(),
    uploaded_by: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploaded_date: timestamp("uploaded_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The ON DELETE SET NULL of a deleted user.
    index("session_documents_uploaded_by_index").on(table.uploaded_by),
    check("session_documents_file_size_check", sql`${table.file_size} >= 0`),
  ],
);

export const participants = pgTable(
  "participants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event_id: cascadingEventId(),
    // No user accounts are created for participants yet; the column waits for them.
    user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    username: text("username").notNull(),
    participant_role: text("participant_role", { enum: PARTICIPANT_ROLES })
      .notNull()
      .default(DEFAULT_PARTICIPANT_ROLE),
    /** A public upload's path under /media, or null. */
    profile_image: text("profile_image"),
    status: text("status").notNull().default(ACTIVE_PARTICIPANT_STATUS),
    skip_otp: boolean("skip_otp").notNull().default(false),
    /** The ticket's QR code holds this; see CHECK_IN_CODE_PATTERN. Renewing it voids the old. */
    check_in_code: text("check_in_code").notNull().default(CHECK_IN_CODE_DEFAULT),
    checked_in_at: timestamp("checked_in_at", { withTimezone: true, mode: "date" }),
    checked_in_by: uuid("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    /** The door the check-in was scanned at (door/ screens); null from the admins' screens. */
    checked_in_door: text("checked_in_door"),
    /** When the server recorded the check-in; an offline scan's checked_in_at is earlier. */
    checked_in_recorded_at: timestamp("checked_in_recorded_at", { withTimezone: true }),
    /** The last check-in, undo or ticket renewal: the door's copies fetch what changed since. */
    check_in_changed_at: timestamp("check_in_changed_at", { withTimezone: true }),
    /** How the person's consent came to be on record; null for rows older than consent. */
    consent: jsonb("consent").$type<Consent>(),
    /** Answers to the event's registration questions, by question id. */
    answers: jsonb("answers").$type<Answers>().notNull().default({}),
    /** The language of the person's e-mails and app (languages.ts); null: the server's default. */
    language: text("language", { enum: LANGUAGES }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("participants_check_in_code_unique").on(table.check_in_code),
    checkOneOf("participants_language_check", table.language, LANGUAGES),
    // Only the rows checked in: "Checked in X of Y" counts an event's, and the dashboards'
    // check-ins per day read the recent ones, of the caller's events or of every event.
    index("participants_event_id_checked_in_index")
      .on(table.event_id, table.checked_in_at)
      .where(sql`${table.checked_in_at} is not null`),
    index("participants_checked_in_at_index")
      .on(table.checked_in_at)
      .where(sql`${table.checked_in_at} is not null`),
    // Within one event an e-mail or a username appears once, whatever its case; these decide
    // even when two requests race.
    uniqueIndex("participants_event_id_email_lower_unique").on(
      table.event_id,
      sql`lower(${table.email})`,
    ),
    uniqueIndex("participants_event_id_username_lower_unique").on(
      table.event_id,
      sql`lower(${table.username})`,
    ),
    // An event's list in each order it is sorted by, the id breaking ties (scanned backwards
    // for descending), and the ON DELETE CASCADE of its event.
    index("participants_event_id_created_date_id_index").on(
      table.event_id,
      table.created_date,
      table.id,
    ),
    index("participants_event_id_name_id_index").on(table.event_id, table.name, table.id),
    index("participants_event_id_email_id_index").on(table.event_id, table.email, table.id),
    // The lists' search (q) over name, email, phone, username and role.
    index("participants_search_trgm_index").using(
      "gin",
      sql`${searchText(table.name, table.email, table.phone, table.username, table.participant_role)} gin_trgm_ops`,
    ),
    // A person's rows across events (the participants' app, privacy/): by e-mail, case-blind.
    index("participants_person_email_index").on(personEmail(table.email)),
    // Registration's duplicate rule: one mailbox per event, "+tag" aliases included.
    index("participants_event_id_mailbox_index").on(table.event_id, mailboxKey(table.email)),
    // The list's filter by an answer (answers @> {"<question id>": ...}).
    index("participants_answers_index").using("gin", sql`${table.answers} jsonb_path_ops`),
    // The ON DELETE SET NULL of a deleted user.
    index("participants_user_id_index").on(table.user_id),
    index("participants_checked_in_by_index").on(table.checked_in_by),
    // A door's scan, offline, knows only the code's hash (check-in/sync).
    index("participants_event_id_code_hash_index").on(
      table.event_id,
      checkInCodeHash(table.check_in_code),
    ),
    // The door's refresh: what changed in an event since its last copy.
    index("participants_event_id_check_in_list_changed_index").on(
      table.event_id,
      checkInListChangedAt(table.updated_date, table.check_in_changed_at),
    ),
    checkOneOf("participants_participant_role_check", table.participant_role, PARTICIPANT_ROLES),
  ],
);

/** An event's registration settings and form; no row until the organiser first saves. */
export const eventRegistration = pgTable(
  "event_registration",
  {
    event_id: uuid("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    published: boolean("published").notNull(),
    is_open: boolean("is_open").notNull(),
    // Wall clock in the event's time zone, like the event's own times (DESIGN §6).
    opens_at: timestamp("opens_at", { mode: "string" }),
    closes_at: timestamp("closes_at", { mode: "string" }),
    capacity: integer("capacity"),
    waiting_list: boolean("waiting_list").notNull(),
    offer_hours: integer("offer_hours").notNull(),
    approval_required: boolean("approval_required").notNull(),
    participant_role: text("participant_role", { enum: PARTICIPANT_ROLES }).notNull(),
    slug: text("slug"),
    publish_agenda: boolean("publish_agenda").notNull(),
    phone_field: text("phone_field", { enum: FIELD_MODES }).notNull(),
    username_field: text("username_field", { enum: FIELD_MODES }).notNull(),
    questions: jsonb("questions").$type<Question[]>().notNull().default([]),
    removed_questions: jsonb("removed_questions").$type<RemovedQuestion[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("event_registration_slug_unique").on(table.slug),
    check("event_registration_capacity_check", sql`${table.capacity} >= 1`),
    check("event_registration_offer_hours_check", sql`${table.offer_hours} >= 1`),
    checkOneOf(
      "event_registration_participant_role_check",
      table.participant_role,
      PARTICIPANT_ROLES,
    ),
    checkOneOf("event_registration_phone_field_check", table.phone_field, FIELD_MODES),
    checkOneOf("event_registration_username_field_check", table.username_field, FIELD_MODES),
  ],
);

/**
 * One self-registration, from the form's submit to its end. The participant it makes is an
 * ordinary participant row; this row keeps the way there (state, waiting-list place, offers).
 */
export const registrations = pgTable(
  "registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event_id: cascadingEventId(),
    state: text("state", { enum: REGISTRATION_STATES }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    username: text("username"),
    answers: jsonb("answers").$type<Answers>().notNull().default({}),
    consent: jsonb("consent").$type<Consent>().notNull(),
    participant_id: uuid("participant_id").references(() => participants.id, {
      onDelete: "set null",
    }),
    /** The e-mailed confirmation code's hash, while unconfirmed. */
    code_hash: text("code_hash"),
    wrong_tries: integer("wrong_tries").notNull().default(0),
    /** Until when an unconfirmed registration may be confirmed. */
    confirm_by: timestamp("confirm_by", { withTimezone: true }),
    /** The key of this registration's link tokens (MAC keys, never sent); renewing voids links. */
    link_key: text("link_key").notNull().default(CHECK_IN_CODE_DEFAULT),
    /** The waiting list's order: when the person joined it. */
    waiting_since: timestamp("waiting_since", { withTimezone: true }),
    offered_until: timestamp("offered_until", { withTimezone: true }),
    reject_message: text("reject_message"),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    /** The registration page's language: its participant's once admitted (languages.ts). */
    language: text("language", { enum: LANGUAGES }),
    ...timestamps,
  },
  (table) => [
    // A mailbox has one live registration per event; the event's registration lock decides
    // races, this index is the last word.
    uniqueIndex("registrations_event_id_mailbox_live_unique")
      .on(table.event_id, mailboxKey(table.email))
      .where(sql`${table.state} in ('pending', 'waiting', 'offered')`),
    // The lists by state in their order, the counts, and the ON DELETE CASCADE of the event.
    index("registrations_event_id_state_index").on(
      table.event_id,
      table.state,
      table.waiting_since,
      table.id,
    ),
    index("registrations_event_id_created_date_index").on(table.event_id, table.created_date),
    // The sweeps: unconfirmed past confirm_by, offers past offered_until.
    index("registrations_confirm_by_index")
      .on(table.confirm_by)
      .where(sql`${table.state} = 'unconfirmed'`),
    index("registrations_offered_until_index")
      .on(table.offered_until)
      .where(sql`${table.state} = 'offered'`),
    index("registrations_participant_id_index").on(table.participant_id),
    // A person's registrations across events (privacy/): by e-mail, case-blind.
    index("registrations_person_email_index").on(personEmail(table.email)),
    checkOneOf("registrations_language_check", table.language, LANGUAGES),
    checkOneOf("registrations_state_check", table.state, REGISTRATION_STATES),
  ],
);
export type RegistrationRow = typeof registrations.$inferSelect;

/** Proof-of-work solutions already spent: each solves one submit, until its challenge expires. */
export const spentChallenges = pgTable(
  "spent_challenges",
  {
    signature: text("signature").primaryKey(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("spent_challenges_expires_at_index").on(table.expires_at)],
);

/** An e-mail written to an event's participants; one recipient row per copy. */
export const eventMessages = pgTable(
  "event_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event_id: cascadingEventId(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    segment: jsonb("segment").$type<MessageSegment>().notNull(),
    delivery: text("delivery", { enum: MESSAGE_DELIVERIES })
      .notNull()
      .default(DEFAULT_MESSAGE_DELIVERY),
    created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    created_date: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("event_messages_event_id_created_date_index").on(table.event_id, table.created_date),
    checkOneOf("event_messages_delivery_check", table.delivery, MESSAGE_DELIVERIES),
  ],
);

export const messageRecipients = pgTable(
  "message_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    message_id: uuid("message_id")
      .notNull()
      .references(() => eventMessages.id, { onDelete: "cascade" }),
    participant_id: uuid("participant_id").references(() => participants.id, {
      onDelete: "set null",
    }),
    // Kept apart from the participant: the copy went to this address, whatever happens later.
    name: text("name").notNull(),
    email: text("email").notNull(),
    state: text("state", { enum: DELIVERY_STATES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    /** When the participant first opened the copy in the app's inbox; null while unread. */
    read_at: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    // One copy per participant and message, whoever asks twice.
    uniqueIndex("message_recipients_message_id_participant_id_unique").on(
      table.message_id,
      table.participant_id,
    ),
    index("message_recipients_message_id_state_index").on(table.message_id, table.state),
    index("message_recipients_participant_id_index").on(table.participant_id),
    // An erasure finds the copies to a person whose participant row went before it.
    index("message_recipients_email_lower_index").on(sql`lower(${table.email})`),
    checkOneOf("message_recipients_state_check", table.state, DELIVERY_STATES),
  ],
);

/**
 * A person of the participants' app: one e-mail (kept trimmed and in lower case) across every
 * event they are a participant of. Made at their first sign-in; erasing the person deletes it.
 */
export const appPeople = pgTable(
  "app_people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    first_signed_in_at: timestamp("first_signed_in_at", { withTimezone: true }),
    last_signed_in_at: timestamp("last_signed_in_at", { withTimezone: true }),
    // The secret of the personal calendar feed of their bookmarks, replaced to void it.
    calendar_token: text("calendar_token").unique("app_people_calendar_token_unique"),
    /** Chosen by the person once they have a passkey: an e-mailed code no longer signs them in. */
    passkey_only: boolean("passkey_only").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("app_people_email_unique").on(table.email),
    check("app_people_email_key_check", sql`${table.email} = ${personEmail(table.email)}`),
  ],
);

/** What an app challenge's code proves when it is typed. */
export const APP_CHALLENGE_PURPOSES = ["sign_in", "email_change", "account_deletion"] as const;
export type AppChallengePurpose = (typeof APP_CHALLENGE_PURPOSES)[number];

/**
 * A code e-mailed to a person of the app. A sign-in challenge is stored whether or not the
 * e-mail is a participant's, so that every answer is alike; only a participant's gets the e-mail.
 */
export const appChallenges = pgTable(
  "app_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: APP_CHALLENGE_PURPOSES }).notNull(),
    /** The address the code went (or would have gone) to, trimmed and in lower case. */
    email: text("email").notNull(),
    /** The signed-in person asking, for an e-mail change or an account deletion. */
    person_id: uuid("person_id").references(() => appPeople.id, { onDelete: "cascade" }),
    /** The hash of the token that the asker sends back with the code. */
    token_hash: text("token_hash").notNull().unique("app_challenges_token_hash_unique"),
    code_hash: text("code_hash").notNull(),
    wrong_tries: integer("wrong_tries").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    last_sent_at: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("app_challenges_email_index").on(table.email),
    index("app_challenges_person_id_index").on(table.person_id),
    index("app_challenges_expires_at_index").on(table.expires_at),
    checkOneOf("app_challenges_purpose_check", table.purpose, APP_CHALLENGE_PURPOSES),
  ],
);

/** A signed-in session of the participants' app; never an admin's (those are in sessions). */
export const appSessions = pgTable(
  "app_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    person_id: uuid("person_id")
      .notNull()
      .references(() => appPeople.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique("app_sessions_token_hash_unique"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("app_sessions_person_id_index").on(table.person_id)],
);

/**
 * A session a participant marked for 'My agenda'. Keyed by their participant row, so leaving
 * the event, the session's deletion or an erasure takes the bookmark with it.
 */
export const sessionBookmarks = pgTable(
  "session_bookmarks",
  {
    participant_id: uuid("participant_id")
      .notNull()
      .references(() => participants.id, { onDelete: "cascade" }),
    session_id: uuid("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.participant_id, table.session_id] }),
    index("session_bookmarks_session_id_index").on(table.session_id),
  ],
);

/** Door staff of an event: they may check its participants in, and do nothing else. */
export const eventStaff = pgTable(
  "event_staff",
  {
    event_id: cascadingEventId(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    added_by: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    added_at: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.event_id, table.user_id] }),
    index("event_staff_user_id_index").on(table.user_id),
    index("event_staff_added_by_index").on(table.added_by),
  ],
);

/**
 * The e-mailed link with which new door staff choose their password; until then their account
 * holds a password nobody knows. One use.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique("staff_invitations_token_hash_unique"),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_invitations_user_id_index").on(table.user_id)],
);

/** A pairing QR an event's admin showed for one of its door staff: one use, 10 minutes. */
export const devicePairings = pgTable(
  "device_pairings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event_id: cascadingEventId(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull().unique("device_pairings_code_hash_unique"),
    created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("device_pairings_event_id_index").on(table.event_id),
    index("device_pairings_user_id_index").on(table.user_id),
    index("device_pairings_created_by_index").on(table.created_by),
  ],
);

/**
 * Every scan a door sent (check-in/sync), by the device's random nonce: the same nonce again
 * counts once and answers what it answered then.
 */
export const checkInScans = pgTable(
  "check_in_scans",
  {
    nonce: uuid("nonce").primaryKey(),
    event_id: cascadingEventId(),
    participant_id: uuid("participant_id").references(() => participants.id, {
      onDelete: "set null",
    }),
    user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    device_id: uuid("device_id").notNull(),
    door: text("door").notNull(),
    scanned_at: timestamp("scanned_at", { withTimezone: true }).notNull(),
    received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome", { enum: SYNC_OUTCOMES }).notNull(),
  },
  (table) => [
    index("check_in_scans_event_id_index").on(table.event_id),
    index("check_in_scans_participant_id_index").on(table.participant_id),
    index("check_in_scans_user_id_index").on(table.user_id),
    checkOneOf("check_in_scans_outcome_check", table.outcome, SYNC_OUTCOMES),
  ],
);

/** The hashes of voided ticket codes, so a door's scan of an old ticket is told so. */
export const renewedTickets = pgTable(
  "renewed_tickets",
  {
    code_hash: text("code_hash").primaryKey(),
    participant_id: uuid("participant_id")
      .notNull()
      .references(() => participants.id, { onDelete: "cascade" }),
    event_id: cascadingEventId(),
    renewed_at: timestamp("renewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("renewed_tickets_participant_id_index").on(table.participant_id)],
);

/**
 * What each door device last reported: its door and how many scans it holds unsent, so the
 * count screen can say whether its number is final.
 */
export const checkInDevices = pgTable(
  "check_in_devices",
  {
    device_id: uuid("device_id").notNull(),
    event_id: cascadingEventId(),
    user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The session it reported with: a paired device's own, so the staff list shows its door. */
    session_id: uuid("session_id").references(() => sessions.id, { onDelete: "set null" }),
    door: text("door").notNull(),
    unsent: integer("unsent").notNull(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.event_id, table.device_id] }),
    index("check_in_devices_user_id_index").on(table.user_id),
    index("check_in_devices_session_id_index").on(table.session_id),
    check("check_in_devices_unsent_check", sql`${table.unsent} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SignInChallengeRow = typeof signInChallenges.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventDocumentRow = typeof eventDocuments.$inferSelect;
export type EventSessionRow = typeof eventSessions.$inferSelect;
export type SessionDocumentRow = typeof sessionDocuments.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;
export type EventMessageRow = typeof eventMessages.$inferSelect;
export type MessageRecipientRow = typeof messageRecipients.$inferSelect;
export type AppPersonRow = typeof appPeople.$inferSelect;
export type AppChallengeRow = typeof appChallenges.$inferSelect;
export type AppSessionRow = typeof appSessions.$inferSelect;
export type EventStaffRow = typeof eventStaff.$inferSelect;
export type DevicePairingRow = typeof devicePairings.$inferSelect;
export type CheckInScanRow = typeof checkInScans.$inferSelect;

/**
 * The activity log. Nothing references it and it references nothing: an entry
 * outlives the user, the event and the record it names. The database refuses UPDATE and
 * DELETE on it except the retention sweep's (migration 0007).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The clock at the write, not the transaction's start, so a transaction's entries keep order.
    created_at: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actor_id: uuid("actor_id"),
    actor_name: text("actor_name"),
    actor_role: text("actor_role", { enum: AUDIT_ACTOR_ROLES }).notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    entity_type: text("entity_type", { enum: AUDIT_ENTITY_TYPES }).notNull(),
    entity_id: uuid("entity_id"),
    event_id: uuid("event_id"),
    // json, not jsonb: json keeps the fields in the order the change listed them.
    changes: json("changes").$type<AuditChanges>().notNull().default({}),
    ip: text("ip"),
    user_agent: text("user_agent"),
    /** The name (as it was then) of the API token the change was made with; null otherwise. */
    via_token: text("via_token"),
  },
  (table) => [
    // Newest first as the queries ask for it: DESC is NULLS FIRST unless told otherwise, and an
    // index in another order of nulls does not serve it (the whole log would be sorted).
    index("audit_log_created_at_index").on(
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("audit_log_event_id_created_at_index").on(
      table.event_id,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("audit_log_actor_id_created_at_index").on(
      table.actor_id,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A person's data (privacy/): the entries of their participant rows, and the failed sign-ins
    // that tried their e-mail. The e-mails an entry's changes hold are indexed by migration 0011,
    // through a function of its own that the schema does not describe.
    index("audit_log_entity_id_index").on(table.entity_id),
    index("audit_log_anonymous_actor_name_index")
      .on(sql`lower(${table.actor_name})`)
      .where(sql`${table.actor_role} = 'anonymous'`),
    checkOneOf("audit_log_actor_role_check", table.actor_role, AUDIT_ACTOR_ROLES),
    checkOneOf("audit_log_action_check", table.action, AUDIT_ACTIONS),
    checkOneOf("audit_log_entity_type_check", table.entity_type, AUDIT_ENTITY_TYPES),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * The record of erasures: who erased whom and why, and how much went. Never the erased data:
 * not the e-mail, not a name. event_id names no row (the event may be deleted later).
 */
export const erasures = pgTable(
  "erasures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ERASURE_KINDS }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    actor_id: uuid("actor_id"),
    actor_name: text("actor_name"),
    event_id: uuid("event_id"),
    reason: text("reason").notNull(),
    participants: integer("participants").notNull(),
    files: integer("files").notNull(),
    audit_entries_redacted: integer("audit_entries_redacted").notNull(),
    messages_cancelled: integer("messages_cancelled").notNull(),
  },
  (table) => [
    // The list, newest first (DESC is NULLS FIRST unless told otherwise, as it asks).
    index("erasures_created_at_index").on(
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    checkOneOf("erasures_kind_check", table.kind, ERASURE_KINDS),
  ],
);
export type ErasureRow = typeof erasures.$inferSelect;

/**
 * Personal API tokens (modules/api-tokens): an admin's own rights, narrowed to scopes and,
 * when event_ids is set, to those events. Only the token's SHA-256 is kept.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    /** The token's first characters, to tell tokens apart in the list. */
    shown: text("shown").notNull(),
    scopes: text("scopes", { enum: API_TOKEN_SCOPES }).array().notNull(),
    /** Null: every event the owner manages. Ids of deleted events stay and match nothing. */
    event_ids: uuid("event_ids").array(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
    last_used_ip: text("last_used_ip"),
  },
  (table) => [index("api_tokens_user_id_index").on(table.user_id)],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;

/**
 * Webhooks (modules/webhooks): where to send which changes, of one event or (event_id null, for
 * system admins) of every event. The secret signs deliveries, so it is kept as it was given.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event_id: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    event_types: text("event_types", { enum: WEBHOOK_EVENT_TYPES }).array().notNull(),
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabled_reason: text("disabled_reason"),
    /** Since when every attempt has failed (no success since); null while deliveries succeed. */
    failing_since: timestamp("failing_since", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhooks_event_id_index").on(table.event_id)],
);
export type WebhookRow = typeof webhooks.$inferSelect;

/**
 * The deliveries of webhooks: written in the transaction of the change they tell of (with its
 * activity-log entry), then sent, retried and kept for WEBHOOK_DELIVERY_RETENTION_DAYS.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Orders deliveries as they were written, where created_at may tie. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    webhook_id: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    /** The webhook-id header (msg_…): the same on every attempt, so receivers can deduplicate. */
    message_id: text("message_id").notNull().unique(),
    event_type: text("event_type").notNull(),
    /** The body exactly as it is signed and sent, the same on every attempt. */
    body: text("body").notNull(),
    /** Deliveries with the same key (a participant's id) reach a webhook in the order written. */
    ordering_key: text("ordering_key"),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).default(
      sql`clock_timestamp()`,
    ),
    /** A sender's claim: until then no other server sends it; a killed server's claim lapses. */
    locked_until: timestamp("locked_until", { withTimezone: true }),
    last_attempt_at: timestamp("last_attempt_at", { withTimezone: true }),
    response_status: integer("response_status"),
    duration_ms: integer("duration_ms"),
    response_body: text("response_body"),
    error: text("error"),
  },
  (table) => [
    index("webhook_deliveries_webhook_id_seq_index").on(table.webhook_id, table.seq.desc()),
    index("webhook_deliveries_due_index")
      .on(table.next_attempt_at)
      .where(sql`${table.status} = 'pending'`),
    // An erasure deletes the deliveries of the participants and registrations it erases.
    index("webhook_deliveries_ordering_key_index")
      .on(table.ordering_key)
      .where(sql`${table.ordering_key} is not null`),
    // The retention sweep deletes the deliveries older than WEBHOOK_DELIVERY_RETENTION_DAYS.
    index("webhook_deliveries_created_at_index").on(table.created_at),
    checkOneOf("webhook_deliveries_status_check", table.status, WEBHOOK_DELIVERY_STATUSES),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * A WebAuthn credential (modules/passkeys). Exactly one owner: a user or a person of the
 * participants' app. The public key is COSE, base64url; the counter and backup flags are
 * checked at each sign-in.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    person_id: uuid("person_id").references(() => appPeople.id, { onDelete: "cascade" }),
    /** The credential's id, base64url, as the authenticator gave it. */
    credential_id: text("credential_id").notNull().unique("passkeys_credential_id_unique"),
    public_key: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    device_type: text("device_type", { enum: PASSKEY_DEVICE_TYPES }).notNull(),
    backed_up: boolean("backed_up").notNull(),
    name: text("name").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [
    index("passkeys_user_id_index").on(table.user_id),
    index("passkeys_person_id_index").on(table.person_id),
    check("passkeys_owner_check", sql`(${table.user_id} is null) <> (${table.person_id} is null)`),
    checkOneOf("passkeys_device_type_check", table.device_type, PASSKEY_DEVICE_TYPES),
  ],
);
export type PasskeyRow = typeof passkeys.$inferSelect;

/** What a WebAuthn challenge was issued for. */
export const WEBAUTHN_CHALLENGE_PURPOSES = ["registration", "authentication"] as const;
/** Which sign-in a challenge belongs to: the admins' (users) or the participants' app (people). */
export const WEBAUTHN_AUDIENCES = ["admin", "app"] as const;

/**
 * A WebAuthn challenge handed to one browser (bound by the hash of a cookie's token), used once:
 * deleted when the answer comes, whatever it is. A registration's names its owner.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: WEBAUTHN_CHALLENGE_PURPOSES }).notNull(),
    audience: text("audience", { enum: WEBAUTHN_AUDIENCES }).notNull(),
    browser_token_hash: text("browser_token_hash")
      .notNull()
      .unique("webauthn_challenges_browser_token_hash_unique"),
    /** The challenge, base64url, as the options carried it. */
    challenge: text("challenge").notNull(),
    user_id: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    person_id: uuid("person_id").references(() => appPeople.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("webauthn_challenges_expires_at_index").on(table.expires_at),
    checkOneOf("webauthn_challenges_purpose_check", table.purpose, WEBAUTHN_CHALLENGE_PURPOSES),
    checkOneOf("webauthn_challenges_audience_check", table.audience, WEBAUTHN_AUDIENCES),
  ],
);

/**
 * A single sign-on under way (modules/sso): the state sent to the provider (hashed), bound to
 * the browser that started it by a cookie's token, with the nonce and PKCE verifier the answer
 * is checked against. Deleted when the answer comes back, so a state is good once.
 */
export const ssoSignIns = pgTable(
  "sso_sign_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    state_hash: text("state_hash").notNull().unique("sso_sign_ins_state_hash_unique"),
    browser_token_hash: text("browser_token_hash").notNull(),
    nonce: text("nonce").notNull(),
    code_verifier: text("code_verifier").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sso_sign_ins_expires_at_index").on(table.expires_at)],
);
