import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema.js";
import { isPasswordCorrect } from "../../security/passwords.js";
import { buildTestApp, signIn } from "../../test/app.js";
import { expectOneAuditEntry } from "../../test/audit-entries.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink.js";
import { bootstrapFirstAdmin } from "./bootstrap-admin.js";
import { createUsersRepository } from "./users.repository.js";

let database: TestDatabase;
let messages: string[];
const logger = {
  info: (message: string) => messages.push(message),
  warn: (message: string) => messages.push(message),
};

beforeEach(async () => {
  database = await createTestDatabase();
  messages = [];
});

afterEach(async () => {
  await database.destroy();
});

describe("bootstrapFirstAdmin", () => {
  it("creates the admin named by ADMIN_EMAIL and ADMIN_PASSWORD, unverified", async () => {
    const repository = createUsersRepository(database.db);
    await bootstrapFirstAdmin(
      { ADMIN_EMAIL: "Boss@Example.com", ADMIN_PASSWORD: "s3cret!", ADMIN_NAME: undefined },
      repository,
      logger,
    );
    const admin = await repository.findByEmail("boss@example.com");
    expect(admin).toMatchObject({ type: "system_admin", name: "System Admin", is_verified: false });
    expect(await isPasswordCorrect(admin?.password_hash ?? "", "s3cret!")).toBe(true);
    expect(messages.join("\n")).not.toContain("s3cret!");
  });

  it("logs the admin it creates as a create by the server itself, without the password", async () => {
    await bootstrapFirstAdmin(
      { ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "s3cret!", ADMIN_NAME: "Bea Boss" },
      createUsersRepository(database.db),
      logger,
    );
    const [admin] = await database.db.select().from(users);
    const entry = await expectOneAuditEntry(database.db, { entity_type: "user" });
    expect(entry).toEqual({
      id: expect.any(String),
      created_at: expect.any(Date),
      actor_id: null,
      actor_name: null,
      actor_role: "system",
      action: "create",
      entity_type: "user",
      entity_id: admin?.id,
      event_id: null,
      changes: {
        name: [null, "Bea Boss"],
        email: [null, "boss@example.com"],
        type: [null, "system_admin"],
        is_verified: [null, false],
      },
      ip: null,
      user_agent: null,
      via_token: null,
    });
    expect(JSON.stringify(entry)).not.toContain("s3cret!");
    expect(JSON.stringify(entry)).not.toContain(admin?.password_hash);
  });

  it("creates admin@localhost with a random password that signs in, and says so once", async () => {
    const repository = createUsersRepository(database.db);
    const config = { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined, ADMIN_NAME: undefined };
    await bootstrapFirstAdmin(config, repository, logger);
    await bootstrapFirstAdmin(config, repository, logger);

    expect(messages).toHaveLength(1);
    // A framed block a person cannot miss in the terminal, with the e-mail and password.
    const message = messages[0] ?? "";
    expect(message).toMatch(/┌─ First system admin created ─+┐/);
    expect(message).toMatch(/│ Email: +admin@localhost +│/);
    const match = /│ Password: +(\S{16}) +│/.exec(message);
    expect(match).not.toBeNull();
    expect(await database.db.select().from(users)).toHaveLength(1);

    const sink: SmtpSink = await startSmtpSink();
    const app = await buildTestApp({ db: database.db, sink });
    try {
      const signedIn = await signIn(app, sink, {
        email: "admin@localhost",
        password: match?.[1] ?? "",
      });
      expect(signedIn.verifyResponse.json().user.type).toBe("system_admin");
    } finally {
      await app.close();
      await sink.close();
    }
  });

  it("creates nobody when a system admin exists", async () => {
    const repository = createUsersRepository(database.db);
    await bootstrapFirstAdmin(
      { ADMIN_EMAIL: "first@example.com", ADMIN_PASSWORD: "secret1", ADMIN_NAME: "First" },
      repository,
      logger,
    );
    await bootstrapFirstAdmin(
      { ADMIN_EMAIL: "second@example.com", ADMIN_PASSWORD: "secret2", ADMIN_NAME: "Second" },
      repository,
      logger,
    );
    await bootstrapFirstAdmin(
      { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined, ADMIN_NAME: undefined },
      repository,
      logger,
    );
    const all = await database.db.select().from(users);
    expect(all.map((user) => user.email)).toEqual(["first@example.com"]);
    await expectOneAuditEntry(database.db, { entity_type: "user", action: "create" });
  });

  it("lets only one of two servers starting together create the admin", async () => {
    const config = { ADMIN_EMAIL: "race@example.com", ADMIN_PASSWORD: "secret", ADMIN_NAME: "R" };
    await Promise.all([
      bootstrapFirstAdmin(config, createUsersRepository(database.db), logger),
      bootstrapFirstAdmin(config, createUsersRepository(database.db), logger),
    ]);
    expect(await database.db.select().from(users)).toHaveLength(1);
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });
});
