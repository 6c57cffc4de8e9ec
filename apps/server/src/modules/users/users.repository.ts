import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { type UserRow, users } from "../../db/schema.js";

export type NewUser = Pick<UserRow, "name" | "email" | "password_hash" | "type"> &
  Partial<Pick<UserRow, "phone" | "is_verified" | "profile_image">>;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return user;
    },

    /** Answers undefined when the e-mail is taken (the unique index decides, so races are safe). */
    async create(user: NewUser): Promise<UserRow | undefined> {
      const [created] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return created;
    },

    async hasUserOfType(type: UserRow["type"]): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.type, type))
        .limit(1);
      return row !== undefined;
    },

    async hasAnyUser(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).limit(1);
      return row !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
