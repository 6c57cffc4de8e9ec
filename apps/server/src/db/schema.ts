import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
    type: text("type", { enum: ["system_admin", "event_admin"] }).notNull(),
    is_verified: boolean("is_verified").notNull().default(false),
    profile_image: text("profile_image"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    check("users_type_check", sql`${table.type} in ('system_admin', 'event_admin')`),
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
  },
  (table) => [index("sessions_user_id_index").on(table.user_id)],
);

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type SignInChallengeRow = typeof signInChallenges.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
