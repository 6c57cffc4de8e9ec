import type { Readable } from "node:stream";
import {
  APP_CODE_EXPIRED_MESSAGE,
  type CodeConfirmation,
  type CodeSentResponse,
  ME_PROFILE_MESSAGES,
  type MyProfileUpdate,
  type Person,
  type PersonData,
  personKey,
} from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import {
  type ParticipantActor,
  participantActorOf,
  type RequestOrigin,
} from "../../audit/actor.js";
import { auditedRow, rowChangeRecord } from "../../audit/audit-changes.js";
import type { AppChallengePurpose, AppPersonRow, ParticipantRow } from "../../db/schema.js";
import { conflict, HttpError, unauthorized } from "../../errors.js";
import { type FileRemovalDependencies, fileRemover } from "../../files/remove-unused-files.js";
import type { StoredUpload, UploadStore } from "../../files/upload-store.js";
import type { AppCodes } from "../../people/app-codes.js";
import { presentPerson } from "../../people/person-profile.js";
import { writePersonArchive } from "../../privacy/person-archive.js";
import type { PrivacyEngine } from "../../privacy/privacy-engine.js";
import {
  type EmailConflict,
  EmailTakenError,
  type MeProfileRepository,
  type MeProfileTransaction,
  type PersonRowChanges,
} from "./me-profile.repository.js";

export interface MeProfileServiceDependencies extends FileRemovalDependencies {
  repository: MeProfileRepository;
  codes: AppCodes;
  privacyEngine: Pick<PrivacyEngine, "findPerson" | "erase">;
  access: AccessKernel;
  uploadStore: FileRemovalDependencies["uploadStore"] & Pick<UploadStore, "openStoredFile">;
}

/** A signed-in person's request to the app: who they are, and where the request came from. */
export type PersonRequest = RequestOrigin & { person: Pick<AppPersonRow, "id" | "email"> };

/** What a signed-in person's e-mailed code proves. */
type PersonCodePurpose = Exclude<AppChallengePurpose, "sign_in">;

/** The record of erasures keeps this as the reason of a person's deletion of their account. */
export const ACCOUNT_DELETION_REASON = "Deleted by the person in the participants' app";

/** What the log compares of a participant row the person changed: what they may change. */
const PERSON_FIELDS = [
  "name",
  "email",
  "phone",
  "language",
  "profile_image",
] as const satisfies readonly (keyof ParticipantRow)[];

const CONFLICT_MESSAGES: Record<EmailConflict, string> = {
  inTheirEvents: ME_PROFILE_MESSAGES.emailInUse,
  anotherPerson: ME_PROFILE_MESSAGES.emailTaken,
};

function refuseSameEmail(): HttpError {
  return new HttpError(400, ME_PROFILE_MESSAGES.sameEmail, {}, [
    { field: "email", message: ME_PROFILE_MESSAGES.sameEmail },
  ]);
}

/** The log's entries of the rows the person changed: one update each, of the rows that differ. */
async function auditRowChanges(
  unit: MeProfileTransaction,
  actor: ParticipantActor,
  before: readonly ParticipantRow[],
  after: readonly ParticipantRow[],
): Promise<void> {
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const records = after
    .map((row) =>
      rowChangeRecord(
        "update",
        auditedRow("participant", row),
        [beforeById.get(row.id), row],
        PERSON_FIELDS,
      ),
    )
    .filter((record) => Object.keys(record.changes ?? {}).length > 0);
  await unit.audit(actor, records);
}

export function createMeProfileService({
  repository,
  codes,
  privacyEngine,
  access,
  uploadStore,
  logger,
}: MeProfileServiceDependencies) {
  const removeReplacedPhotos = fileRemover(
    { uploadStore, logger },
    "removing a person's replaced photo failed",
  );

  /**
   * Sets the changes on every participant row of the person (all their events) in one
   * transaction, each changed row logged as the participant's update; answers the person as the
   * app shows them then, and the photos the change let go of.
   */
  function changeEveryRow(
    caller: PersonRequest,
    changesOf: (
      unit: MeProfileTransaction,
    ) => Promise<{ email: string; changes: PersonRowChanges }>,
  ): Promise<{ person: Person; releasedPhotos: string[] }> {
    return repository.runInTransaction(async (unit) => {
      const rows = await unit.lockRowsOf(caller.person.email);
      const { email, changes } = await changesOf(unit);
      const changed = await unit.updateRows(
        rows.map((row) => row.id),
        changes,
      );
      await auditRowChanges(unit, participantActorOf(caller), rows, changed);
      const person = presentPerson({ id: caller.person.id, email }, await unit.findProfile(email));
      const releasedPhotos =
        changes.profile_image === undefined
          ? []
          : await unit.imagesFreeToRemove(rows.map((row) => row.profile_image));
      return { person, releasedPhotos };
    });
  }

  /** changeEveryRow for a new photo (or none); the old ones go once the change has committed. */
  async function replacePhoto(caller: PersonRequest, photo: string | null): Promise<Person> {
    const { person, releasedPhotos } = await changeEveryRow(caller, async () => ({
      email: caller.person.email,
      changes: { profile_image: photo },
    }));
    await removeReplacedPhotos(releasedPhotos);
    return person;
  }

  /** E-mails the person a code for that purpose to that address; answers what the app shows. */
  async function sendCode(
    caller: PersonRequest,
    purpose: PersonCodePurpose,
    email: string,
    message: string,
  ): Promise<CodeSentResponse> {
    const token = await codes.issue({
      purpose,
      email,
      personId: caller.person.id,
      isDeliverable: true,
    });
    return { message, confirmation_token: token };
  }

  /** The challenge of the person's code; 401 for a wrong one, or one used up or expired. */
  function checkCode(
    caller: PersonRequest,
    purpose: PersonCodePurpose,
    { confirmation_token, code }: CodeConfirmation,
  ) {
    return codes.check(purpose, confirmation_token, code, caller.person.id);
  }

  /** Everything held on the person, as a system admin's privacy export finds it. */
  function findData(caller: PersonRequest): Promise<PersonData> {
    const { scope, email } = access.person.ownData(caller);
    return privacyEngine.findPerson(scope, email);
  }

  /** 409 unless the person (by their current key) may take the new key. */
  async function assertEmailFree(
    find: (person: PersonRequest["person"], email: string) => Promise<EmailConflict | undefined>,
    caller: PersonRequest,
    email: string,
  ): Promise<void> {
    const found = await find(caller.person, email);
    if (found) throw conflict(CONFLICT_MESSAGES[found]);
  }

  return {
    /** Name, phone and language, those sent, on every participant row of the person. */
    async updateProfile(caller: PersonRequest, update: MyProfileUpdate): Promise<Person> {
      const { person } = await changeEveryRow(caller, async () => ({
        email: caller.person.email,
        changes: { name: update.name, phone: update.phone, language: update.language },
      }));
      return person;
    },

    /** The photo, already stored (the caller removes it on failure), on every row. */
    setPhoto(caller: PersonRequest, photo: StoredUpload): Promise<Person> {
      return replacePhoto(caller, photo.mediaPath);
    },

    deletePhoto(caller: PersonRequest): Promise<Person> {
      return replacePhoto(caller, null);
    },

    /**
     * E-mails a code to the new address, to prove it is the person's; refused when it is their
     * address already (400). Whether another participant or person has it is told only at the
     * confirmation, to whoever holds the new address: answered here, it would let anyone signed
     * in find out which addresses are participants'.
     */
    async requestEmailChange(caller: PersonRequest, email: string): Promise<CodeSentResponse> {
      const newEmail = personKey(email);
      if (newEmail === caller.person.email) throw refuseSameEmail();
      return sendCode(caller, "email_change", newEmail, ME_PROFILE_MESSAGES.emailCodeSent);
    },

    /**
     * With the code sent to the new address, that address becomes the person's, in one
     * transaction: on every participant row of theirs and as the key they sign in with. Their
     * sessions stay, as the person is the same.
     */
    async confirmEmailChange(caller: PersonRequest, typed: CodeConfirmation): Promise<Person> {
      const challenge = await checkCode(caller, "email_change", typed);
      const newEmail = challenge.email;
      try {
        const { person } = await changeEveryRow(caller, async (unit) => {
          if (!(await unit.consumeChallenge(challenge.id))) {
            throw unauthorized(APP_CODE_EXPIRED_MESSAGE);
          }
          await assertEmailFree(unit.findEmailConflict, caller, newEmail);
          await unit.changePersonEmail(caller.person.id, newEmail);
          return { email: newEmail, changes: { email: newEmail } };
        });
        return person;
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        // Another request took the address meantime; it has committed, so it can be named now.
        await assertEmailFree(repository.findEmailConflict, caller, newEmail);
        throw conflict(ME_PROFILE_MESSAGES.emailInUse);
      }
    },

    findData,

    /** findData as person.json in a zip with the person's files. */
    async dataArchive(caller: PersonRequest): Promise<Readable> {
      return writePersonArchive(uploadStore, await findData(caller));
    },

    /** E-mails a fresh code to the person's address, to confirm deleting their account. */
    requestAccountDeletion(caller: PersonRequest): Promise<CodeSentResponse> {
      return sendCode(
        caller,
        "account_deletion",
        caller.person.email,
        ME_PROFILE_MESSAGES.deletionCodeSent,
      );
    },

    /**
     * With the code, erases the person through the privacy engine, as a system admin's erasure
     * does: every participant row of theirs, their app account and sessions, their files; the
     * code is used up in the erasure's transaction, so it erases once.
     */
    async confirmAccountDeletion(caller: PersonRequest, typed: CodeConfirmation): Promise<void> {
      const challenge = await checkCode(caller, "account_deletion", typed);
      const counts = await privacyEngine.erase(
        participantActorOf(caller),
        { kind: "person", email: access.person.ownData(caller).email },
        { kind: "person", reason: ACCOUNT_DELETION_REASON },
        { isConfirmed: (transaction) => repository.consumeChallenge(transaction, challenge.id) },
      );
      if (!counts) throw unauthorized(APP_CODE_EXPIRED_MESSAGE);
    },
  };
}

export type MeProfileService = ReturnType<typeof createMeProfileService>;
