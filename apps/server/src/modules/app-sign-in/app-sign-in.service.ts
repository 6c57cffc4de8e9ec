import {
  APP_CODE_EXPIRED_MESSAGE,
  APP_INVALID_LINK_MESSAGE,
  APP_SESSION_IDLE_SECONDS,
  APP_SESSION_MAX_AGE_SECONDS,
  type AuditAction,
  type Person,
  personKey,
} from "@events/contract";
import { participantActorOf, type RequestOrigin } from "../../audit/actor.js";
import type { AppPersonRow, AppSessionRow } from "../../db/schema.js";
import { unauthorized } from "../../errors.js";
import type { AppCodes } from "../../people/app-codes.js";
import { isAppLinkOf, participantIdOfAppLink } from "../../people/app-link.js";
import { presentPerson } from "../../people/person-profile.js";
import { csrfValues, findLiveSession } from "../../security/session-life.js";
import { generateToken, hashToken } from "../../security/tokens.js";
import type { StartedAppSession } from "../../sign-in/app-sessions.js";
import type { UnitOfWork } from "../../transactions/transaction-runner.js";
import type {
  AppSignInRepository,
  AppSignInTransaction,
  NewAppSession,
} from "./app-sign-in.repository.js";

export interface AppSignInServiceDependencies {
  repository: AppSignInRepository;
  codes: AppCodes;
  secretKey: string;
  now?: () => Date;
}

export interface AppSession {
  person: AppPersonRow;
  session: AppSessionRow;
}

export function createAppSignInService({
  repository,
  codes,
  secretKey,
  now = () => new Date(),
}: AppSignInServiceDependencies) {
  const csrf = csrfValues(secretKey, "app:");

  /**
   * Starts the signed-in person's session and logs the sign-in by the way it happened (issue
   * 35), in the transaction that marked them signed in: about the person, named by their id
   * alone, as every entry of their app account is (privacy finds them by it).
   */
  async function openSession(
    unit: UnitOfWork & Pick<AppSignInTransaction, "insertSession">,
    origin: RequestOrigin,
    person: AppPersonRow,
    action: Extract<AuditAction, "sign_in" | "sign_in_passkey">,
  ): Promise<StartedAppSession> {
    const token = generateToken();
    const row: NewAppSession = {
      token_hash: hashToken(token),
      expires_at: new Date(now().getTime() + APP_SESSION_MAX_AGE_SECONDS * 1000),
    };
    const session = await unit.insertSession(person.id, row);
    await unit.audit(participantActorOf({ ...origin, person }), {
      action,
      entity_type: "person",
      entity_id: person.id,
      event_id: null,
    });
    return { person, session, token, csrfToken: csrf.tokenFor(session) };
  }

  /**
   * Starts a session for the person of the address, making the person at their first sign-in;
   * the code's challenge (if any) is used up in the same transaction, so a code starts one
   * session at most.
   */
  async function startSession(
    origin: RequestOrigin,
    email: string,
    challengeId: string | undefined,
  ) {
    const signedIn = await repository.runInTransaction(async (unit) => {
      if (challengeId !== undefined && !(await unit.consumeChallenge(challengeId))) {
        return undefined;
      }
      return openSession(unit, origin, await unit.savePersonSignedIn(email, now()), "sign_in");
    });
    if (!signedIn) throw unauthorized(APP_CODE_EXPIRED_MESSAGE);
    return signedIn;
  }

  return {
    /**
     * E-mails a code when the address is a participant's; answers alike either way. A person
     * who chose passkey only is e-mailed that instead of a code.
     */
    async requestCode(email: string): Promise<string> {
      const key = personKey(email);
      return codes.issue({
        purpose: "sign_in",
        email: key,
        personId: null,
        ...(await repository.recipientOf(key)),
      });
    },

    resendCode(signInToken: string): Promise<void> {
      return codes.resend("sign_in", signInToken, null, repository.recipientOf);
    },

    /**
     * Starts a session with the code. A right code for an address that is nobody's (or no
     * longer is) is answered as an expired one: it was never sent.
     */
    async verifyCode(origin: RequestOrigin, signInToken: string, code: string) {
      const challenge = await codes.check("sign_in", signInToken, code, null);
      // A passkey-only person's code was never sent, so a right one was guessed.
      const { isDeliverable, passkeyOnly } = await repository.recipientOf(challenge.email);
      if (!isDeliverable || passkeyOnly) throw unauthorized(APP_CODE_EXPIRED_MESSAGE);
      return startSession(origin, challenge.email, challenge.id);
    },

    /** Starts a session with a ticket e-mail's personal link, for a participant with skip_otp. */
    async signInWithLink(origin: RequestOrigin, token: string) {
      const participantId = participantIdOfAppLink(token);
      const participant = participantId
        ? await repository.findLinkedParticipant(participantId)
        : undefined;
      if (!participant?.skip_otp || !isAppLinkOf(secretKey, token, participant)) {
        throw unauthorized(APP_INVALID_LINK_MESSAGE);
      }
      // The link is an e-mailed key too: passkey only shuts it as it shuts the codes.
      if (await repository.isPasskeyOnly(personKey(participant.email))) {
        throw unauthorized(APP_INVALID_LINK_MESSAGE);
      }
      return startSession(origin, personKey(participant.email), undefined);
    },

    /**
     * Starts a session for a person known already (a passkey's owner) inside the caller's
     * transaction, logged as a passkey sign-in; undefined when the person is gone or no
     * participant any more (the caller then throws, and the transaction takes the session back).
     */
    async startSessionWithoutCode(unit: UnitOfWork, origin: RequestOrigin, personId: string) {
      const joined = repository.joining(unit);
      const person = await joined.markSignedIn(personId, now());
      // As for a code: a person who is nobody's participant any more has no app to sign in to.
      if (!person || !(await repository.isParticipant(person.email))) return undefined;
      return openSession(joined, origin, person, "sign_in_passkey");
    },

    /** The session behind a token, or undefined when there is none or it has expired. */
    findSession(token: string): Promise<AppSession | undefined> {
      return findLiveSession(hashToken(token), now, {
        find: (tokenHash) => repository.findSessionWithPerson(tokenHash),
        idleSecondsOf: () => APP_SESSION_IDLE_SECONDS,
        end: (id) => repository.deleteSession(id),
        touch: (id, at) => repository.touchSession(id, at),
      });
    },

    isCsrfTokenValid: csrf.isValid,

    async endSession(session: Pick<AppSessionRow, "id">): Promise<void> {
      await repository.deleteSession(session.id);
    },

    /** The person as the app shows them; 401 once they are nobody's participant any more. */
    async describe(person: AppPersonRow): Promise<Person> {
      return presentPerson(person, await repository.findProfile(person.email));
    },
  };
}

export type AppSignInService = ReturnType<typeof createAppSignInService>;
