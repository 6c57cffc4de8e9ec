import {
  type CreateUserRequest,
  type UpdateUserRequest,
  USER_MESSAGES,
  type User,
  type UserSummary,
} from "@events/contract";
import type { Caller } from "../../access/caller.js";
import { USER_DIRECTORY_REACH } from "../../access/roles.js";
import type { Actor } from "../../audit/actor.js";
import { userDeletedRecord, userUpdatedRecord } from "../../audit/user-records.js";
import type { SessionRow, UserRow } from "../../db/schema.js";
import { conflict, invalidInput, notFound } from "../../errors.js";
import { type FileRemovalDependencies, fileRemover } from "../../files/remove-unused-files.js";
import type { StoredUpload } from "../../files/upload-store.js";
import { presentUser, presentUserSummary } from "../../presenters/user.js";
import { hashPassword } from "../../security/passwords.js";
import { createAuditedUser } from "./users.audit.js";
import { EmailTakenError, type UsersRepository } from "./users.repository.js";

export interface UsersServiceDependencies extends FileRemovalDependencies {
  usersRepository: UsersRepository;
}

/**
 * The signed-in admin, as the activity log names them, and their session (kept when they change
 * their password; a request without one, as a token's would be, keeps none).
 */
export interface ActorWithSession extends Actor {
  session?: Pick<SessionRow, "id"> | undefined;
}

/**
 * Refuses to take away the last system admin, by a delete or a change of type. The system admins
 * are those the change's transaction locked before the user, so two such changes cannot both pass.
 */
function refuseRemovingLastSystemAdmin(user: UserRow, lockedSystemAdminIds: readonly string[]) {
  const isLastSystemAdmin =
    user.type === "system_admin" && !lockedSystemAdminIds.some((adminId) => adminId !== user.id);
  if (isLastSystemAdmin) throw conflict(USER_MESSAGES.cannotRemoveLastSystemAdmin);
}

export function createUsersService({
  usersRepository,
  uploadStore,
  logger,
}: UsersServiceDependencies) {
  const removeUnusedImages = fileRemover(
    { uploadStore, logger },
    "removing an unused profile image failed",
  );

  async function translateEmailTaken<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict(USER_MESSAGES.duplicateEmail);
      throw error;
    }
  }

  return {
    /** System admins see everyone; event admins see only event admins, and only what DESIGN §5 allows. */
    async listUsers(caller: Caller): Promise<User[] | UserSummary[]> {
      if (USER_DIRECTORY_REACH[caller.user.type] === "every user") {
        return (await usersRepository.list()).map(presentUser);
      }
      return (await usersRepository.list({ type: "event_admin" })).map(presentUserSummary);
    },

    /** New users are unverified until they sign in with the code, whatever isVerified says. */
    async createUser(
      actor: Actor,
      input: CreateUserRequest,
      profileImage?: StoredUpload,
    ): Promise<User> {
      const created = await createAuditedUser(usersRepository, actor, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        type: input.type,
        password_hash: await hashPassword(input.password),
        profile_image: profileImage?.mediaPath ?? null,
      });
      if (!created) throw conflict(USER_MESSAGES.duplicateEmail);
      return presentUser(created);
    },

    /**
     * Replaces the user's fields. A blank password keeps the current one; a new one ends the
     * user's other sessions. A new profile image replaces the old, whose file goes after commit.
     */
    async updateUser(
      caller: ActorWithSession,
      id: string,
      input: UpdateUserRequest,
      profileImage?: StoredUpload,
    ): Promise<User> {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const phone = input.phone ?? null;
      const { updated, previousImage } = await translateEmailTaken(() =>
        usersRepository.runInTransaction(async (transaction) => {
          // System admins are locked before the user, as deleteUser does, so the two never deadlock.
          const systemAdminIds =
            input.type === "event_admin" ? await transaction.lockSystemAdminIds() : [];
          const current = await transaction.findByIdForUpdate(id);
          if (!current) throw notFound(USER_MESSAGES.userNotFound);
          const type = input.type ?? current.type;
          if (type !== current.type) {
            if (current.id === caller.user.id) throw conflict(USER_MESSAGES.cannotChangeOwnType);
            refuseRemovingLastSystemAdmin(current, systemAdminIds);
          }
          if (type === "event_admin" && !phone) {
            throw invalidInput([
              { field: "phone", message: USER_MESSAGES.phoneRequiredForEventAdmins },
            ]);
          }
          const user = await transaction.update(id, {
            name: input.name,
            email: input.email,
            phone,
            type,
            profile_image: profileImage?.mediaPath ?? current.profile_image,
            ...(passwordHash ? { password_hash: passwordHash } : {}),
          });
          if (!user) throw notFound(USER_MESSAGES.userNotFound);
          if (passwordHash) await transaction.endSessions(id, caller.session?.id);
          await transaction.audit(caller, userUpdatedRecord(current, user, Boolean(passwordHash)));
          return { updated: user, previousImage: current.profile_image };
        }),
      );
      if (profileImage && previousImage && previousImage !== updated.profile_image) {
        await removeUnusedImages([previousImage]);
      }
      return presentUser(updated);
    },

    /** Sessions end with the user; the profile image file goes after commit. */
    async deleteUser(actor: Actor, id: string): Promise<void> {
      if (id === actor.user.id) throw conflict(USER_MESSAGES.cannotDeleteSelf);
      const deleted = await usersRepository.runInTransaction(async (transaction) => {
        // Locked first: of two deletes racing for the last two admins, the second waits and then
        // sees that only its own target is left.
        const systemAdminIds = await transaction.lockSystemAdminIds();
        const target = await transaction.findByIdForUpdate(id);
        if (!target) throw notFound(USER_MESSAGES.userNotFound);
        refuseRemovingLastSystemAdmin(target, systemAdminIds);
        // An event admin's events stay, unassigned: events.event_admin_id is ON DELETE SET NULL.
        if (!(await transaction.delete(id))) throw notFound(USER_MESSAGES.userNotFound);
        await transaction.audit(actor, userDeletedRecord(target));
        return target;
      });
      await removeUnusedImages([deleted.profile_image]);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
