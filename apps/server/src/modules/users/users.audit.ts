import type { AuditedBy } from "../../audit/actor.js";
import { userCreatedRecord } from "../../audit/user-records.js";
import type { NewUser } from "../../db/insert-user.js";
import type { UserRow } from "../../db/schema.js";
import type { UsersRepository } from "./users.repository.js";

/**
 * Creates the user and its entry in one transaction; undefined when the e-mail is taken (the
 * unique index decides, so two servers creating the same user at once make one user, one entry).
 */
export function createAuditedUser(
  usersRepository: UsersRepository,
  by: AuditedBy,
  user: NewUser,
): Promise<UserRow | undefined> {
  return usersRepository.runInTransaction(async (transaction) => {
    const created = await transaction.create(user);
    if (created) await transaction.audit(by, userCreatedRecord(created));
    return created;
  });
}
