import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { frameBlock } from "../../logging/framed-block.js";
import { hashPassword } from "../../security/passwords.js";
import { generatePassword } from "../../security/tokens.js";
import { createAuditedUser } from "./users.audit.js";
import type { UsersRepository } from "./users.repository.js";

const DEFAULT_ADMIN_EMAIL = "admin@localhost";
const DEFAULT_ADMIN_NAME = "System Admin";

/**
 * Makes sure a fresh installation can be signed into. Several servers may start at once: the
 * unique e-mail index lets only one of them create the account, and log it as the server's act.
 */
export async function bootstrapFirstAdmin(
  config: Pick<Config, "ADMIN_EMAIL" | "ADMIN_PASSWORD" | "ADMIN_NAME">,
  usersRepository: UsersRepository,
  logger: Pick<FastifyBaseLogger, "info" | "warn">,
): Promise<void> {
  if (await usersRepository.hasUserOfType("system_admin")) return;

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const created = await createAuditedUser(usersRepository, "system", {
      name: config.ADMIN_NAME ?? DEFAULT_ADMIN_NAME,
      email: config.ADMIN_EMAIL,
      password_hash: await hashPassword(config.ADMIN_PASSWORD),
      type: "system_admin",
    });
    if (created) logger.info(`First system admin created: ${created.email}`);
    else
      logger.warn(`ADMIN_EMAIL ${config.ADMIN_EMAIL} already belongs to a user; no admin created`);
    return;
  }

  if (await usersRepository.hasAnyUser()) return;
  const password = generatePassword(16);
  const created = await createAuditedUser(usersRepository, "system", {
    name: DEFAULT_ADMIN_NAME,
    email: DEFAULT_ADMIN_EMAIL,
    password_hash: await hashPassword(password),
    type: "system_admin",
  });
  if (created) {
    logger.info(
      frameBlock("First system admin created", [
        `Email:     ${DEFAULT_ADMIN_EMAIL}`,
        `Password:  ${password}`,
        "",
        "Sign in at the address below, then change this password.",
      ]),
    );
  }
}
