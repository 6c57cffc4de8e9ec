import { randomUUID } from "node:crypto";
import {
  APP_CODE_EXPIRED_MESSAGE,
  APP_INVALID_CODE_MESSAGE,
  APP_SIGN_IN_MESSAGES,
  type Language,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import type { AppChallengePurpose, AppChallengeRow } from "../db/schema.js";
import { serviceUnavailable, unauthorized } from "../errors.js";
import { type MailMessageId, mailTextsIn } from "../i18n/mail-texts.js";
import type { Mailer } from "../mail/mailer.js";
import { assertResendAllowed } from "../security/session-life.js";
import { generateToken, hashToken, isCodeOf, newChallengeCode } from "../security/tokens.js";
import type { AppChallengesRepository } from "./app-challenges.repository.js";

export const APP_CODE_SEND_FAILED_MESSAGE = APP_SIGN_IN_MESSAGES.sendFailed;

/** Each purpose's subject and text: one message each, the code and its time filled in. */
const CODE_EMAILS: Record<AppChallengePurpose, { subject: MailMessageId; body: MailMessageId }> = {
  sign_in: { subject: "mail.appCode.signIn.subject", body: "mail.appCode.signIn.body" },
  email_change: {
    subject: "mail.appCode.emailChange.subject",
    body: "mail.appCode.emailChange.body",
  },
  account_deletion: {
    subject: "mail.appCode.accountDeletion.subject",
    body: "mail.appCode.accountDeletion.body",
  },
};

function describeCodeEmail(purpose: AppChallengePurpose, code: string, language: Language) {
  const { t } = mailTextsIn(language);
  const { subject, body } = CODE_EMAILS[purpose];
  return {
    subject: t(subject),
    code,
    text: t(body, { code, validFor: t("mail.minutes", { minutes: OTP_TTL_SECONDS / 60 }) }),
  };
}

/** In place of a sign-in code, to a person who chose to sign in with a passkey only. */
function describePasskeyOnlyEmail(language: Language) {
  const { t } = mailTextsIn(language);
  return {
    subject: t("mail.appCode.passkeyOnly.subject"),
    text: t("mail.appCode.passkeyOnly.body"),
  };
}

export interface AppCodesDependencies {
  challenges: AppChallengesRepository;
  mailer: Mailer;
  secretKey: string;
  logger: FastifyBaseLogger;
  /** The language the person's participant rows have (person-language.ts), if any. */
  languageOf: (recipient: Pick<CodeRecipient, "email" | "personId">) => Promise<Language | null>;
  /** The language of a code to someone whose rows have none (DEFAULT_LANGUAGE). */
  defaultLanguage: Language;
  now?: () => Date;
}

/** Who a code is for: an address (sign-in), or a signed-in person and the address to prove. */
export interface CodeRecipient {
  purpose: AppChallengePurpose;
  email: string;
  personId: string | null;
  /**
   * Whether the e-mail goes out. A sign-in to an address that is nobody's stores its challenge
   * all the same and sends nothing, so the answers cannot tell the two apart.
   */
  isDeliverable: boolean;
  /**
   * The person signs in with a passkey only: the e-mail says so instead of carrying
   * the code, and the answers stay those of any sign-in.
   */
  passkeyOnly?: boolean;
}

/** How a resend learns whether the address still gets its e-mail, and which. */
export type RecipientCheck = (
  email: string,
) => Promise<Pick<CodeRecipient, "isDeliverable" | "passkeyOnly">>;

/**
 * The six-digit codes of the participants' app, with the admins' limits (DESIGN §4): random,
 * stored as a hash, 10 minutes, 5 wrong tries across resends, a resend 90 s after the last.
 */
export function createAppCodes({
  challenges,
  mailer,
  secretKey,
  logger,
  languageOf,
  defaultLanguage,
  now = () => new Date(),
}: AppCodesDependencies) {
  /**
   * E-mails the code. A sign-in's goes out after the answer (failures are logged), so the time
   * taken does not tell a participant's address from a stranger's; the signed-in person's codes
   * are awaited, and a failure answered 503.
   */
  async function send(recipient: CodeRecipient, code: string): Promise<void> {
    if (!recipient.isDeliverable) return;
    const language = (await languageOf(recipient)) ?? defaultLanguage;
    const sending = mailer.send({
      to: recipient.email,
      ...(recipient.passkeyOnly
        ? describePasskeyOnlyEmail(language)
        : describeCodeEmail(recipient.purpose, code, language)),
    });
    if (recipient.purpose === "sign_in") {
      sending.catch((error: unknown) =>
        logger.error({ err: error, purpose: recipient.purpose }, "sending an app code failed"),
      );
      return;
    }
    try {
      await sending;
    } catch (error) {
      logger.error({ err: error, purpose: recipient.purpose }, "sending an app code failed");
      throw serviceUnavailable(APP_CODE_SEND_FAILED_MESSAGE);
    }
  }

  /** The live challenge of a token; 401 once it is gone, expired, or someone else's. */
  async function findLive(
    purpose: AppChallengePurpose,
    token: string,
    personId: string | null,
  ): Promise<AppChallengeRow> {
    const challenge = await challenges.find(purpose, hashToken(token));
    if (!challenge || challenge.person_id !== personId)
      throw unauthorized(APP_CODE_EXPIRED_MESSAGE);
    if (challenge.expires_at.getTime() <= now().getTime()) {
      await challenges.consume(challenges.executor, challenge.id);
      throw unauthorized(APP_CODE_EXPIRED_MESSAGE);
    }
    return challenge;
  }

  return {
    /** Makes and sends a code; answers the token the asker sends back with it. */
    async issue(recipient: CodeRecipient): Promise<string> {
      const token = generateToken();
      const id = randomUUID();
      const { code, stored } = newChallengeCode(secretKey, id, now());
      await challenges.replace({
        id,
        purpose: recipient.purpose,
        email: recipient.email,
        person_id: recipient.personId,
        token_hash: hashToken(token),
        ...stored,
      });
      await send(recipient, code);
      return token;
    },

    /** A new code for the same challenge; 429 within 90 s of the last. */
    async resend(
      purpose: AppChallengePurpose,
      token: string,
      personId: string | null,
      recipientCheck: RecipientCheck,
    ): Promise<void> {
      const challenge = await findLive(purpose, token, personId);
      assertResendAllowed(challenge.last_sent_at, now(), OTP_RESEND_COOLDOWN_SECONDS);
      const { code, stored } = newChallengeCode(secretKey, challenge.id, now());
      await challenges.updateCode(challenge.id, stored);
      await send(
        { purpose, email: challenge.email, personId, ...(await recipientCheck(challenge.email)) },
        code,
      );
    },

    /**
     * The challenge whose code this is; 401 for a wrong code (the fifth wrong try ends the
     * challenge) or one gone or expired. The caller uses it up with `challenges.consume` in the
     * transaction of what it proves.
     */
    async check(
      purpose: AppChallengePurpose,
      token: string,
      code: string,
      personId: string | null,
    ): Promise<AppChallengeRow> {
      const challenge = await findLive(purpose, token, personId);
      if (!isCodeOf(secretKey, challenge, code)) {
        const wrongTries = await challenges.countWrongTry(challenge.id);
        if (wrongTries >= OTP_MAX_WRONG_TRIES) {
          await challenges.consume(challenges.executor, challenge.id);
        }
        throw unauthorized(APP_INVALID_CODE_MESSAGE);
      }
      return challenge;
    },
  };
}

export type AppCodes = ReturnType<typeof createAppCodes>;
