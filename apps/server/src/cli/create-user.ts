import { parseArgs } from "node:util";
import {
  emailSchema,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  userTypeSchema,
} from "@events/contract";
import { z } from "zod";
import { loadConfigOrExit } from "../config.js";
import { standardErrorLog } from "../db/database-log.js";
import { openMigratedDatabaseOrExit } from "../embedded-postgres/open-database.js";
import { createAuditedUser } from "../modules/users/users.audit.js";
import { createUsersRepository } from "../modules/users/users.repository.js";
import { hashPassword } from "../security/passwords.js";

// Usage: node apps/server/dist/cli/create-user.js --type event_admin --email a@b.c \
//   --password secret --name "Eve Admin" [--phone "+1 555"] [--verified]
const argumentsSchema = z.object({
  type: userTypeSchema,
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`),
  name: z.string().trim().min(1, "is required").max(NAME_MAX_LENGTH),
  phone: z.string().trim().optional(),
  verified: z.boolean().default(false),
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let values: Record<string, unknown>;
try {
  values = parseArgs({
    options: {
      type: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      phone: { type: "string" },
      verified: { type: "boolean" },
    },
  }).values;
} catch (error) {
  fail(`create-user: ${(error as Error).message}`);
}
const parsed = argumentsSchema.safeParse(values);
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  fail(`create-user: --${issue?.path.join(".") ?? "?"}: ${issue?.message ?? "invalid"}`);
}
const input = parsed.data;

const config = loadConfigOrExit();
const database = await openMigratedDatabaseOrExit(config, standardErrorLog);
try {
  const user = await createAuditedUser(createUsersRepository(database.db), "system", {
    type: input.type,
    email: input.email,
    name: input.name,
    phone: input.phone ?? null,
    is_verified: input.verified,
    password_hash: await hashPassword(input.password),
  });
  if (!user) {
    await database.close();
    fail(`create-user: a user with the e-mail ${input.email} already exists`);
  }
  process.stdout.write(`Created ${user.type} ${user.email} (${user.id})\n`);
} finally {
  await database.close();
}
