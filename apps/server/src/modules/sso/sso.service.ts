import { SSO_SIGN_IN_TTL_SECONDS, type SsoErrorCode } from "@events/contract";
import type { FastifyBaseLogger } from "fastify";
import { originOf, type RequestOrigin } from "../../audit/actor.js";
import { userCreatedRecord } from "../../audit/user-records.js";
import type { SsoSettings } from "../../config.js";
import type { UserRow } from "../../db/schema.js";
import { hashPassword } from "../../security/passwords.js";
import { generatePassword, generateToken, hashToken } from "../../security/tokens.js";
import type { SessionsWithoutCode, StartedSignIn } from "../../sign-in/admin-sessions.js";
import type { OidcClient, SsoIdentity } from "./oidc-client.js";
import type { SsoRepository, SsoTransaction } from "./sso.repository.js";

/** A single sign-on refused, with the code the sign-in page shows. */
export class SsoRefusal extends Error {
  constructor(readonly code: SsoErrorCode) {
    super(code);
    this.name = "SsoRefusal";
  }
}

export interface SsoServiceDependencies {
  repository: SsoRepository;
  oidc: OidcClient;
  sessions: SessionsWithoutCode;
  settings: Pick<SsoSettings, "createAccounts">;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

// Long enough that nobody could guess it; nobody is told it: the account signs in through SSO
// (or sets a password by the usual ways, which replace the hash).
const UNUSABLE_PASSWORD_LENGTH = 64;

export function createSsoService({
  repository,
  oidc,
  sessions,
  settings,
  logger,
  now = () => new Date(),
}: SsoServiceDependencies) {
  /** Logs the refusal, naming the e-mail the organisation gave and its account when known. */
  async function refuse(
    origin: RequestOrigin,
    code: SsoErrorCode,
    about: { email?: string | undefined; userId?: string | undefined } = {},
  ): Promise<never> {
    await repository.audit(
      { ...originOf(origin), triedEmail: about.email },
      {
        action: "sso_failed",
        entity_type: "user",
        entity_id: about.userId ?? null,
        event_id: null,
        changes: { reason: [null, code] },
      },
    );
    throw new SsoRefusal(code);
  }

  /** The account of a verified e-mail, made an event admin's when the settings say so. */
  async function accountOf(
    unit: SsoTransaction,
    identity: SsoIdentity & { email: string },
    passwordHash: () => Promise<string>,
  ): Promise<UserRow | undefined> {
    const existing = await unit.findUserByEmail(identity.email);
    if (existing || settings.createAccounts !== "event_admin") return existing;
    const created = await unit.createUser({
      type: "event_admin",
      name: identity.name ?? identity.email,
      email: identity.email,
      is_verified: true,
      password_hash: await passwordHash(),
    });
    // Another sign-in of the same person created it a moment ago.
    if (!created) return unit.findUserByEmail(identity.email);
    await unit.audit("system", userCreatedRecord(created));
    return created;
  }

  return {
    /**
     * Starts a sign-in at the provider: answers where to send the browser, and the token that
     * binds the sign-in to it (the sso_pending cookie).
     */
    async start(origin: RequestOrigin): Promise<{ authorizationUrl: URL; browserToken: string }> {
      const checks = oidc.newChecks();
      let authorizationUrl: URL;
      try {
        authorizationUrl = await oidc.authorizationUrl(checks);
      } catch (error) {
        logger.warn({ err: error }, "single sign-on: the provider's discovery failed");
        return refuse(origin, "sso.failed");
      }
      const browserToken = generateToken();
      const startedAt = now();
      await repository.insertSignIn(
        {
          state_hash: hashToken(checks.state),
          browser_token_hash: hashToken(browserToken),
          nonce: checks.nonce,
          code_verifier: checks.codeVerifier,
          expires_at: new Date(startedAt.getTime() + SSO_SIGN_IN_TTL_SECONDS * 1000),
        },
        startedAt,
      );
      return { authorizationUrl, browserToken };
    },

    /**
     * The provider's answer at the callback: the sign-in this browser started with this state
     * (used up whatever happens), the code redeemed, the verified e-mail's account signed in.
     */
    async finish(
      origin: RequestOrigin,
      callbackQuery: URLSearchParams,
      browserToken: string | undefined,
    ): Promise<StartedSignIn> {
      const state = callbackQuery.get("state");
      const signIn = state ? await repository.takeSignIn(hashToken(state)) : undefined;
      if (
        !state ||
        !signIn ||
        !browserToken ||
        signIn.browser_token_hash !== hashToken(browserToken) ||
        signIn.expires_at.getTime() <= now().getTime()
      ) {
        return refuse(origin, "sso.stateMismatch");
      }
      let identity: SsoIdentity;
      try {
        identity = await oidc.identify(callbackQuery, {
          state,
          nonce: signIn.nonce,
          codeVerifier: signIn.code_verifier,
        });
      } catch (error) {
        logger.warn({ err: error }, "single sign-on: the provider's answer was refused");
        return refuse(origin, "sso.failed");
      }
      const { email } = identity;
      if (!email || !identity.isEmailVerified) {
        return refuse(origin, "sso.emailUnverified", { email });
      }
      // Hashed only when an account is made.
      const passwordHash = () => hashPassword(generatePassword(UNUSABLE_PASSWORD_LENGTH));
      const signedIn = await repository.runInTransaction(async (unit) => {
        const user = await accountOf(unit, { ...identity, email }, passwordHash);
        return user && sessions.startSessionWithoutCode(unit, origin, user.id, "sign_in_sso");
      });
      if (!signedIn) return refuse(origin, "sso.unknownAccount", { email });
      return signedIn;
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
