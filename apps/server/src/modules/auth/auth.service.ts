import { randomUUID } from "node:crypto";
import {
  CODE_EXPIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
} from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import type { SessionRow, UserRow } from "../../db/schema.js";
import { serviceUnavailable, tooManyRequests, unauthorized } from "../../errors.js";
import type { Mailer } from "../../mail/mailer.js";
import { isPasswordCorrect, verifyAgainstDummyHash } from "../../security/passwords.js";
import {
  generateCode,
  generateToken,
  hashCode,
  hashToken,
  isSameSecret,
  signWithSecret,
} from "../../security/tokens.js";
import type { UsersRepository } from "../users/users.repository.js";
import type { AuthRepository } from "./auth.repository.js";

// Touching last_used_at on every request would turn every read into a write.
const SESSION_TOUCH_INTERVAL_MS = 60_000;

export const SEND_FAILED_MESSAGE = "Could not send the verification e-mail. Please try again.";

export interface AuthServiceDependencies {
  authRepository: AuthRepository;
  usersRepository: UsersRepository;
  mailer: Mailer;
  secretKey: string;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

export interface AuthenticatedSession {
  user: UserRow;
  session: SessionRow;
}

function describeCodeEmail(code: string): { subject: string; text: string; code: string } {
  return {
    subject: "Your sign-in code",
    code,
    text: [
      `Your sign-in code is ${code}`,
      "",
      `It is valid for ${OTP_TTL_SECONDS / 60} minutes.`,
      "",
      "If you did not try to sign in, you can ignore this e-mail.",
    ].join("\n"),
  };
}

export function createAuthService({
  authRepository,
  usersRepository,
  mailer,
  secretKey,
  logger,
  now = () => new Date(),
}: AuthServiceDependencies) {
  const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
  const csrfTokenFor = (session: Pick<SessionRow, "token_hash">) =>
    signWithSecret(secretKey, session.token_hash);

  async function sendCode(user: UserRow, code: string): Promise<void> {
    try {
      await mailer.send({ to: user.email, ...describeCodeEmail(code) });
    } catch (error) {
      logger.error({ err: error, userId: user.id }, "sending the sign-in code failed");
      throw serviceUnavailable(SEND_FAILED_MESSAGE);
    }
  }

  async function findLiveChallenge(userId: string, browserToken: string | undefined) {
    const expired = unauthorized(CODE_EXPIRED_MESSAGE);
    if (!browserToken) throw expired;
    const challenge = await authRepository.findChallenge(userId, hashToken(browserToken));
    if (!challenge) throw expired;
    if (challenge.expires_at.getTime() <= now().getTime()) {
      await authRepository.deleteChallenge(challenge.id);
      throw expired;
    }
    return challenge;
  }

  return {
    /** Checks the password and e-mails a code; answers the token that binds the code to this browser. */
    async login(email: string, password: string) {
      const user = await usersRepository.findByEmail(email);
      if (!user) {
        await verifyAgainstDummyHash(password);
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      if (!(await isPasswordCorrect(user.password_hash, password))) {
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      const browserToken = generateToken();
      const code = generateCode();
      const challengeId = randomUUID();
      const sentAt = now();
      await authRepository.replaceChallenge({
        id: challengeId,
        user_id: user.id,
        browser_token_hash: hashToken(browserToken),
        code_hash: hashCode(secretKey, challengeId, code),
        expires_at: addSeconds(sentAt, OTP_TTL_SECONDS),
        last_sent_at: sentAt,
      });
      try {
        await sendCode(user, code);
      } catch (error) {
        await authRepository.deleteChallenge(challengeId);
        throw error;
      }
      return { userId: user.id, browserToken };
    },

    async verifyCode(userId: string, code: string, browserToken: string | undefined) {
      const challenge = await findLiveChallenge(userId, browserToken);
      if (!isSameSecret(challenge.code_hash, hashCode(secretKey, challenge.id, code))) {
        const wrongTries = await authRepository.countWrongTry(challenge.id);
        if (wrongTries >= OTP_MAX_WRONG_TRIES) await authRepository.deleteChallenge(challenge.id);
        throw unauthorized(INVALID_CODE_MESSAGE);
      }
      const token = generateToken();
      const signedIn = await authRepository.completeSignIn(challenge.id, {
        user_id: userId,
        token_hash: hashToken(token),
        expires_at: addSeconds(now(), SESSION_MAX_AGE_SECONDS),
      });
      if (!signedIn) throw unauthorized(CODE_EXPIRED_MESSAGE);
      return { user: signedIn.user, token, csrfToken: csrfTokenFor(signedIn.session) };
    },

    async resendCode(userId: string, browserToken: string | undefined): Promise<void> {
      const challenge = await findLiveChallenge(userId, browserToken);
      const user = await usersRepository.findById(userId);
      if (!user) throw unauthorized(CODE_EXPIRED_MESSAGE);
      const waitedSeconds = (now().getTime() - challenge.last_sent_at.getTime()) / 1000;
      const remainingSeconds = Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - waitedSeconds);
      if (remainingSeconds > 0) {
        throw tooManyRequests(
          `Please wait ${remainingSeconds} seconds before requesting a new code`,
          remainingSeconds,
        );
      }
      const code = generateCode();
      const sentAt = now();
      await authRepository.updateChallengeCode(challenge.id, {
        code_hash: hashCode(secretKey, challenge.id, code),
        expires_at: addSeconds(sentAt, OTP_TTL_SECONDS),
        last_sent_at: sentAt,
        wrong_tries: 0,
      });
      try {
        await sendCode(user, code);
      } catch (error) {
        // Put the previous code back so the person can retry at once instead of waiting.
        await authRepository.updateChallengeCode(challenge.id, {
          code_hash: challenge.code_hash,
          expires_at: challenge.expires_at,
          last_sent_at: challenge.last_sent_at,
          wrong_tries: challenge.wrong_tries,
        });
        throw error;
      }
    },

    /** The session behind a token, or undefined when there is none or it has expired. */
    async findSession(token: string): Promise<AuthenticatedSession | undefined> {
      const found = await authRepository.findSessionWithUser(hashToken(token));
      if (!found) return undefined;
      const { session } = found;
      const current = now();
      const idleSince = current.getTime() - session.last_used_at.getTime();
      if (
        session.expires_at.getTime() <= current.getTime() ||
        idleSince >= SESSION_IDLE_SECONDS * 1000
      ) {
        await authRepository.deleteSession(session.id);
        return undefined;
      }
      if (idleSince >= SESSION_TOUCH_INTERVAL_MS) {
        await authRepository.touchSession(session.id, current);
      }
      return found;
    },

    isCsrfTokenValid(
      session: Pick<SessionRow, "token_hash">,
      cookieValue: string | undefined,
      headerValue: string | undefined,
    ): boolean {
      if (!cookieValue || !headerValue) return false;
      return (
        isSameSecret(cookieValue, headerValue) && isSameSecret(headerValue, csrfTokenFor(session))
      );
    },

    async endSession(session: Pick<SessionRow, "id">): Promise<void> {
      await authRepository.deleteSession(session.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
