import { randomUUID } from "node:crypto";
import {
  AUTH_MESSAGES,
  CODE_EXPIRED_MESSAGE,
  DEVICE_SESSION_IDLE_SECONDS,
  DEVICE_SESSION_MAX_AGE_SECONDS,
  type ErrorCode,
  INVALID_CODE_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  type Language,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
  PASSKEY_MESSAGES,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
} from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import { type Actor, originOf, type RequestOrigin } from "../../audit/actor.js";
import { changesBetween } from "../../audit/audit-changes.js";
import type { SessionRow, UserRow } from "../../db/schema.js";
import { forbidden, notFound, serviceUnavailable, unauthorized } from "../../errors.js";
import { mailTextsIn } from "../../i18n/mail-texts.js";
import { readerLanguage } from "../../i18n/reader-language.js";
import type { Mailer } from "../../mail/mailer.js";
import { isPasswordCorrect, verifyAgainstDummyHash } from "../../security/passwords.js";
import { assertResendAllowed, csrfValues, findLiveSession } from "../../security/session-life.js";
import { generateToken, hashToken, isCodeOf, newChallengeCode } from "../../security/tokens.js";
import type {
  SignInWithoutCode,
  StartedSession,
  StartedSignIn,
} from "../../sign-in/admin-sessions.js";
import { failedSignInRecord, signInRecord } from "../../sign-in/sign-in-records.js";
import type { UnitOfWork } from "../../transactions/transaction-runner.js";
import type { AuthRepository, AuthTransaction, NewSession } from "./auth.repository.js";

export const SEND_FAILED_MESSAGE = AUTH_MESSAGES.sendFailed;

export interface AuthServiceDependencies {
  authRepository: AuthRepository;
  mailer: Mailer;
  secretKey: string;
  logger: FastifyBaseLogger;
  /** The language of the code's e-mail to a user who chose none, asked for none (DEFAULT_LANGUAGE). */
  defaultLanguage: Language;
  now?: () => Date;
}

/**
 * How long a session lives: a paired door device's longer than a sign-in's, so that a door
 * offline for hours can still send its queue (DEVICE_SESSION_MAX_AGE_SECONDS).
 */
export function sessionLimitsOf(session: { device_event_id?: string | null | undefined }) {
  return session.device_event_id
    ? { maxAgeSeconds: DEVICE_SESSION_MAX_AGE_SECONDS, idleSeconds: DEVICE_SESSION_IDLE_SECONDS }
    : { maxAgeSeconds: SESSION_MAX_AGE_SECONDS, idleSeconds: SESSION_IDLE_SECONDS };
}

export interface AuthenticatedSession {
  user: UserRow;
  session: SessionRow;
}

function describeCodeEmail(
  code: string,
  language: Language,
): { subject: string; text: string; code: string } {
  const { t } = mailTextsIn(language);
  return {
    subject: t("mail.signInCode.subject"),
    code,
    text: t("mail.signInCode.body", {
      code,
      validFor: t("mail.minutes", { minutes: OTP_TTL_SECONDS / 60 }),
    }),
  };
}

export function createAuthService({
  authRepository,
  mailer,
  secretKey,
  logger,
  defaultLanguage,
  now = () => new Date(),
}: AuthServiceDependencies) {
  const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
  // No label: the admins' values are as they were before the app's sessions came.
  const csrf = csrfValues(secretKey, "");

  /**
   * Inserts a new session with a fresh token, of which the database keeps only the hash; answers
   * the token and the session's CSRF value for the cookies.
   */
  async function openSession(
    transaction: Pick<AuthTransaction, "insertSession">,
    owner: Omit<NewSession, "token_hash" | "expires_at">,
  ): Promise<StartedSession> {
    const token = generateToken();
    const session = await transaction.insertSession({
      ...owner,
      token_hash: hashToken(token),
      expires_at: addSeconds(now(), sessionLimitsOf(owner).maxAgeSeconds),
    });
    return { session, token, csrfToken: csrf.tokenFor(session) };
  }

  /**
   * Marks the user verified, starts their session and logs the sign-in by the way it happened;
   * the first sign-in verifies the user, and the entry says so. Undefined when the user is gone.
   */
  async function signInUser(
    transaction: AuthTransaction,
    origin: RequestOrigin,
    userId: string,
    action: "sign_in" | SignInWithoutCode,
  ): Promise<StartedSignIn | undefined> {
    const before = await transaction.findUserForUpdate(userId);
    const user = await transaction.markVerified(userId);
    if (!before || !user) return undefined;
    const started = await openSession(transaction, { user_id: userId });
    await transaction.audit(
      { ...originOf(origin), user },
      signInRecord(action, userId, changesBetween(before, user, ["is_verified"])),
    );
    return { user, ...started };
  }

  /** In the user's language, else that of the browser signing in. */
  async function sendCode(user: UserRow, code: string, origin: RequestOrigin): Promise<void> {
    const language = readerLanguage(user.language, origin, defaultLanguage);
    try {
      await mailer.send({ to: user.email, ...describeCodeEmail(code, language) });
    } catch (error) {
      logger.error({ err: error, userId: user.id }, "sending the sign-in code failed");
      throw serviceUnavailable(SEND_FAILED_MESSAGE);
    }
  }

  /** The pending sign-in this browser started, with its user; 401 once it is gone or expired. */
  async function findLiveChallenge(userId: string, browserToken: string | undefined) {
    const expired = unauthorized(CODE_EXPIRED_MESSAGE);
    if (!browserToken) throw expired;
    const found = await authRepository.findChallengeWithUser(userId, hashToken(browserToken));
    if (!found) throw expired;
    if (found.challenge.expires_at.getTime() <= now().getTime()) {
      await authRepository.deleteChallenge(found.challenge.id);
      throw expired;
    }
    return found;
  }

  /**
   * A refused password writes nothing else, so its entry stands alone. It names the address typed
   * and, when that is someone's, their account; an unknown address and a wrong password cost the
   * same one insert, so the time taken still does not tell which it was.
   */
  async function recordFailedSignIn(
    origin: RequestOrigin,
    email: string,
    userId: string | null,
    reason?: ErrorCode,
  ) {
    await authRepository.audit(
      { ...originOf(origin), triedEmail: email },
      failedSignInRecord(userId, reason),
    );
  }

  /**
   * Stores the code's challenge with its "code_sent" entry. The code is e-mailed first, so a send
   * that fails leaves neither a new challenge nor an entry claiming a code went out.
   */
  async function recordCodeSent(by: Actor, store: (transaction: AuthTransaction) => Promise<void>) {
    await authRepository.runInTransaction(async (transaction) => {
      await store(transaction);
      await transaction.audit(by, signInRecord("code_sent", by.user.id));
    });
  }

  return {
    /** Checks the password and e-mails a code; answers the token that binds the code to this browser. */
    async login(origin: RequestOrigin, email: string, password: string) {
      const user = await authRepository.findUserByEmail(email);
      if (!user) {
        await verifyAgainstDummyHash(password);
        await recordFailedSignIn(origin, email, null);
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      if (!(await isPasswordCorrect(user.password_hash, password))) {
        await recordFailedSignIn(origin, email, user.id);
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      // Said only to whoever knows the password, so it tells no one else the account exists.
      if (user.passkey_only) {
        await recordFailedSignIn(origin, email, user.id, "passkeys.passkeyOnly");
        throw forbidden(PASSKEY_MESSAGES.passkeyOnly);
      }
      const browserToken = generateToken();
      const challengeId = randomUUID();
      const { code, stored } = newChallengeCode(secretKey, challengeId, now());
      await sendCode(user, code, origin);
      await recordCodeSent({ ...originOf(origin), user }, (transaction) =>
        transaction.replaceChallenge({
          id: challengeId,
          user_id: user.id,
          browser_token_hash: hashToken(browserToken),
          ...stored,
        }),
      );
      return { userId: user.id, browserToken };
    },

    async verifyCode(
      origin: RequestOrigin,
      userId: string,
      code: string,
      browserToken: string | undefined,
    ) {
      const { challenge, user } = await findLiveChallenge(userId, browserToken);
      // A code sent before the user chose passkey only no longer signs them in.
      if (user.passkey_only) throw forbidden(PASSKEY_MESSAGES.passkeyOnly);
      if (!isCodeOf(secretKey, challenge, code)) {
        await authRepository.runInTransaction(async (transaction) => {
          const wrongTries = await transaction.countWrongTry(challenge.id);
          if (wrongTries >= OTP_MAX_WRONG_TRIES) await transaction.deleteChallenge(challenge.id);
          await transaction.audit(
            { ...originOf(origin), user },
            signInRecord("code_failed", userId),
          );
        });
        throw unauthorized(INVALID_CODE_MESSAGE);
      }
      // Uses up the challenge, marks the user verified and starts the session, all or nothing.
      const signedIn = await authRepository.runInTransaction(async (transaction) => {
        // Deleted first: of two requests racing with the code, only one finds it to delete.
        if (!(await transaction.deleteChallenge(challenge.id))) return undefined;
        return signInUser(transaction, origin, userId, "sign_in");
      });
      if (!signedIn) throw unauthorized(CODE_EXPIRED_MESSAGE);
      return { user: signedIn.user, token: signedIn.token, csrfToken: signedIn.csrfToken };
    },

    /**
     * Starts a paired door device's session for the user, inside the transaction that used up
     * the pairing code (modules/door-staff): the same session, token and CSRF value a sign-in
     * makes, narrowed to one event.
     */
    startDeviceSession(
      unit: UnitOfWork,
      userId: string,
      device: { eventId: string; name: string },
    ): Promise<StartedSession> {
      return openSession(authRepository.joining(unit), {
        user_id: userId,
        device_event_id: device.eventId,
        device_name: device.name,
      });
    },

    /**
     * Signs a user in by a way that needs no e-mailed code (an organisation's single sign-on, a
     * passkey), inside the caller's transaction: marks them verified as the first code sign-in
     * does, starts the session and logs the way it happened. Undefined when the user is gone.
     */
    async startSessionWithoutCode(
      unit: UnitOfWork,
      origin: RequestOrigin,
      userId: string,
      action: SignInWithoutCode,
    ): Promise<StartedSignIn | undefined> {
      return signInUser(authRepository.joining(unit), origin, userId, action);
    },

    async resendCode(
      origin: RequestOrigin,
      userId: string,
      browserToken: string | undefined,
    ): Promise<void> {
      const { challenge, user } = await findLiveChallenge(userId, browserToken);
      assertResendAllowed(challenge.last_sent_at, now(), OTP_RESEND_COOLDOWN_SECONDS);
      const { code, stored } = newChallengeCode(secretKey, challenge.id, now());
      await sendCode(user, code, origin);
      // wrong_tries stays: a resend must not buy five fresh guesses.
      await recordCodeSent({ ...originOf(origin), user }, (transaction) =>
        transaction.updateChallengeCode(challenge.id, stored),
      );
    },

    /** The session behind a token, or undefined when there is none or it has expired. */
    findSession(token: string): Promise<AuthenticatedSession | undefined> {
      return findLiveSession(hashToken(token), now, {
        find: (tokenHash) => authRepository.findSessionWithUser(tokenHash),
        idleSecondsOf: (session) => sessionLimitsOf(session).idleSeconds,
        end: (id) => authRepository.deleteSession(id),
        touch: (id, at) => authRepository.touchSession(id, at),
      });
    },

    isCsrfTokenValid: csrf.isValid,

    /** The signed-in user's language, for their pages and e-mails; null follows their browser. */
    async setLanguage(userId: string, language: Language | null): Promise<UserRow> {
      const user = await authRepository.setLanguage(userId, language);
      // The session's user was read at the start of this request; deleted since, it is gone.
      if (!user) throw notFound();
      return user;
    },

    /** Signs the actor out of this session; a session another request already ended is not logged twice. */
    async endSession(actor: Actor, session: Pick<SessionRow, "id">): Promise<void> {
      await authRepository.runInTransaction(async (transaction) => {
        if (!(await transaction.deleteSession(session.id))) return;
        await transaction.audit(actor, signInRecord("sign_out", actor.user.id));
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
