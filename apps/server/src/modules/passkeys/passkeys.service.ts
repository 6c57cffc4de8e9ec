import {
  MAX_PASSKEYS_PER_OWNER,
  PASSKEY_FRESH_SIGN_IN_SECONDS,
  PASSKEY_MESSAGES,
  type Passkey,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationResponse,
  WEBAUTHN_CHALLENGE_TTL_SECONDS,
} from "@events/contract";
import { type AuditedBy, originOf, type RequestOrigin } from "../../audit/actor.js";
import type { AuditRecord } from "../../audit/audit-entry.js";
import type { WebauthnSettings } from "../../config.js";
import type { PasskeyRow } from "../../db/schema.js";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../errors.js";
import { presentPasskey } from "../../presenters/passkey.js";
import { generateToken, hashToken } from "../../security/tokens.js";
import { failedSignInRecord } from "../../sign-in/sign-in-records.js";
import type { InTransaction } from "../../transactions/transaction-runner.js";
import type {
  PasskeyOwner,
  PasskeysRepository,
  PasskeysTransaction,
} from "./passkeys.repository.js";

/** Which sign-in a challenge and a passkey belong to: the admins' or the participants' app. */
export type PasskeyAudience = "admin" | "app";

/** The product's name, as the browser shows it when it asks for a passkey. */
export const WEBAUTHN_RP_NAME = "Events Admin";

const CHALLENGE_TTL_MS = WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000;

// SimpleWebAuthn and the certificate parsers it brings are some 250 modules, a sixth of what a
// start would load: they are loaded with the first passkey asked for.
let webauthnLibrary: Promise<typeof import("@simplewebauthn/server")> | undefined;
function loadWebauthn(): Promise<typeof import("@simplewebauthn/server")> {
  webauthnLibrary ??= import("@simplewebauthn/server");
  return webauthnLibrary;
}
/** Transports the browser may be told to try; an unknown one the browser sent is not kept. */
const KNOWN_TRANSPORTS = new Set([
  "ble",
  "cable",
  "hybrid",
  "internal",
  "nfc",
  "smart-card",
  "usb",
]);

/** The signed-in owner of passkeys, as a request of their own session describes them. */
export interface PasskeyHolder {
  owner: PasskeyOwner;
  /** The account's e-mail: the name the browser shows beside the passkey. */
  userName: string;
  displayName: string;
  /** When the session began: adding a passkey needs a fresh sign-in. */
  sessionStartedAt: Date;
  actor: AuditedBy;
}

export interface PasskeysServiceDependencies {
  repository: PasskeysRepository;
  webauthn: WebauthnSettings;
  now?: () => Date;
}

function audienceOf(owner: PasskeyOwner): PasskeyAudience {
  return owner.kind === "user" ? "admin" : "app";
}

function ownerOf(passkey: PasskeyRow): PasskeyOwner | undefined {
  if (passkey.user_id) return { kind: "user", id: passkey.user_id };
  if (passkey.person_id) return { kind: "person", id: passkey.person_id };
  return undefined;
}

/** The WebAuthn user handle of an owner: their uuid's 16 bytes. */
function userHandleOf(owner: PasskeyOwner): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(owner.id.replaceAll("-", ""), "hex"));
}

function passkeyRecord(
  action: "add_passkey" | "remove_passkey" | "passkey_only_change",
  owner: PasskeyOwner,
  changes: AuditRecord["changes"],
): AuditRecord {
  return {
    action,
    entity_type: owner.kind === "user" ? "user" : "person",
    entity_id: owner.id,
    event_id: null,
    ...(changes ? { changes } : {}),
  };
}

/**
 * Passkeys (WebAuthn), the same for an admin or door staff member and for a person of
 * the participants' app: listed, added after a fresh sign-in, removed, passkey only; and the
 * discoverable sign-in, whose session the caller starts (modules/auth or modules/app-sign-in).
 * Every challenge is bound to the browser by a cookie's token and answered once.
 */
export function createPasskeysService({
  repository,
  webauthn,
  now = () => new Date(),
}: PasskeysServiceDependencies) {
  const notRecognised = () => unauthorized(PASSKEY_MESSAGES.notRecognised);

  /**
   * What an authenticator's answer must match, adding a passkey or signing in alike: the
   * challenge it was given, this site's origins and relying party, and a verified user.
   */
  const expectedAnswerTo = ({ challenge }: { challenge: string }) => ({
    expectedChallenge: challenge,
    expectedOrigin: webauthn.origins,
    expectedRPID: webauthn.rpId,
    requireUserVerification: true,
  });

  function assertFreshSignIn(holder: PasskeyHolder): void {
    const ageMs = now().getTime() - holder.sessionStartedAt.getTime();
    if (ageMs > PASSKEY_FRESH_SIGN_IN_SECONDS * 1000) {
      throw forbidden(PASSKEY_MESSAGES.freshSignInRequired);
    }
  }

  /** Stores the challenge for a new browser token; answers the token for the cookie. */
  async function bindChallenge(
    challenge: {
      purpose: "registration" | "authentication";
      audience: PasskeyAudience;
      challenge: string;
      owner?: PasskeyOwner;
    },
    previousBrowserToken: string | undefined,
  ): Promise<string> {
    const browserToken = generateToken();
    const { owner, ...rest } = challenge;
    await repository.insertChallenge(
      {
        ...rest,
        browser_token_hash: hashToken(browserToken),
        expires_at: new Date(now().getTime() + CHALLENGE_TTL_MS),
        user_id: owner?.kind === "user" ? owner.id : null,
        person_id: owner?.kind === "person" ? owner.id : null,
      },
      previousBrowserToken === undefined ? undefined : hashToken(previousBrowserToken),
      now(),
    );
    return browserToken;
  }

  /** The browser's challenge, used up; undefined when it has none live of this kind. */
  async function takeChallenge(
    browserToken: string | undefined,
    purpose: "registration" | "authentication",
    audience: PasskeyAudience,
  ) {
    if (!browserToken) return undefined;
    const challenge = await repository.takeChallenge(hashToken(browserToken), now());
    return challenge?.purpose === purpose && challenge.audience === audience
      ? challenge
      : undefined;
  }

  return {
    async list(owner: PasskeyOwner) {
      const [rows, passkeyOnly] = await Promise.all([
        repository.listPasskeys(owner),
        repository.isPasskeyOnly(owner),
      ]);
      return { passkeys: rows.map(presentPasskey), passkey_only: passkeyOnly };
    },

    /** The options of navigator.credentials.create, and the browser token its challenge is bound to. */
    async creationOptions(holder: PasskeyHolder, previousBrowserToken: string | undefined) {
      assertFreshSignIn(holder);
      const existing = await repository.listPasskeys(holder.owner);
      const { generateRegistrationOptions } = await loadWebauthn();
      const options = await generateRegistrationOptions({
        rpName: WEBAUTHN_RP_NAME,
        rpID: webauthn.rpId,
        userName: holder.userName,
        userDisplayName: holder.displayName,
        userID: userHandleOf(holder.owner),
        timeout: CHALLENGE_TTL_MS,
        attestationType: "none",
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credential_id,
          transports: passkey.transports,
        })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      const browserToken = await bindChallenge(
        {
          purpose: "registration",
          audience: audienceOf(holder.owner),
          challenge: options.challenge,
          owner: holder.owner,
        },
        previousBrowserToken,
      );
      return { options, browserToken };
    },

    /** Verifies the browser's answer to the creation options and keeps the passkey. */
    async add(
      holder: PasskeyHolder,
      name: string,
      response: PasskeyRegistrationResponse,
      browserToken: string | undefined,
    ): Promise<Passkey> {
      assertFreshSignIn(holder);
      const { owner } = holder;
      const challenge = await takeChallenge(browserToken, "registration", audienceOf(owner));
      const ownerColumn = owner.kind === "user" ? challenge?.user_id : challenge?.person_id;
      if (!challenge || ownerColumn !== owner.id) throw badRequest(PASSKEY_MESSAGES.notAdded);
      const { verifyRegistrationResponse } = await loadWebauthn();
      const verification = await verifyRegistrationResponse({
        response,
        ...expectedAnswerTo(challenge),
      }).catch(() => undefined);
      if (!verification?.verified) throw badRequest(PASSKEY_MESSAGES.notAdded);
      const { credential, credentialDeviceType, credentialBackedUp } =
        verification.registrationInfo;
      const row = await repository.runInTransaction(async (unit) => {
        if (!(await unit.lockOwner(owner))) throw notFound();
        if ((await unit.countPasskeys(owner)) >= MAX_PASSKEYS_PER_OWNER) {
          throw conflict(PASSKEY_MESSAGES.tooMany);
        }
        const inserted = await unit.insertPasskey(owner, {
          name,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: (credential.transports ?? []).filter((transport) =>
            KNOWN_TRANSPORTS.has(transport),
          ),
          device_type: credentialDeviceType,
          backed_up: credentialBackedUp,
        });
        // The same authenticator's credential, kept already (for this owner or another).
        if (!inserted) throw badRequest(PASSKEY_MESSAGES.notAdded);
        await unit.audit(
          holder.actor,
          passkeyRecord("add_passkey", owner, { name: [null, inserted.name] }),
        );
        return inserted;
      });
      return presentPasskey(row);
    },

    async remove(holder: PasskeyHolder, id: string): Promise<void> {
      const { owner } = holder;
      await repository.runInTransaction(async (unit) => {
        const locked = await unit.lockOwner(owner);
        const removed = locked ? await unit.deletePasskey(owner, id) : undefined;
        if (!locked || !removed) throw notFound(PASSKEY_MESSAGES.notFound);
        if (locked.passkey_only && (await unit.countPasskeys(owner)) === 0) {
          throw conflict(PASSKEY_MESSAGES.lastPasskey);
        }
        await unit.audit(
          holder.actor,
          passkeyRecord("remove_passkey", owner, { name: [removed.name, null] }),
        );
      });
    },

    async setPasskeyOnly(holder: PasskeyHolder, passkeyOnly: boolean): Promise<boolean> {
      const { owner } = holder;
      await repository.runInTransaction(async (unit) => {
        const locked = await unit.lockOwner(owner);
        if (!locked) throw notFound();
        if (locked.passkey_only === passkeyOnly) return;
        if (passkeyOnly && (await unit.countPasskeys(owner)) === 0) {
          throw conflict(PASSKEY_MESSAGES.noPasskey);
        }
        await unit.setPasskeyOnly(owner, passkeyOnly);
        await unit.audit(
          holder.actor,
          passkeyRecord("passkey_only_change", owner, {
            passkey_only: [locked.passkey_only, passkeyOnly],
          }),
        );
      });
      return passkeyOnly;
    },

    /** The options of a discoverable navigator.credentials.get, and the browser token. */
    async requestOptions(audience: PasskeyAudience, previousBrowserToken: string | undefined) {
      const { generateAuthenticationOptions } = await loadWebauthn();
      const options = await generateAuthenticationOptions({
        rpID: webauthn.rpId,
        allowCredentials: [],
        userVerification: "required",
        timeout: CHALLENGE_TTL_MS,
      });
      const browserToken = await bindChallenge(
        { purpose: "authentication", audience, challenge: options.challenge },
        previousBrowserToken,
      );
      return { options, browserToken };
    },

    /**
     * Verifies a sign-in's answer and, in one transaction with the counter's update, lets
     * `start` begin the owner's session. The challenge is used up whatever the answer; a
     * passkey of the other audience, a signature or a counter that does not verify, or a
     * vanished owner are all "not recognised". The admins' side logs each refusal as a refused
     * password is (sign_in_failed), about the account whose passkey it was when it is known,
     * about nobody otherwise. The app logs no refusal: its sign-in is public and answers alike
     * for every address, so refusals would let anyone fill the log.
     */
    async signIn<Started>(
      audience: PasskeyAudience,
      origin: RequestOrigin,
      response: PasskeyAuthenticationResponse,
      browserToken: string | undefined,
      start: (
        unit: InTransaction<PasskeysTransaction>,
        owner: PasskeyOwner,
      ) => Promise<Started | undefined>,
    ): Promise<Started> {
      const challenge = await takeChallenge(browserToken, "authentication", audience);
      const found = await repository.findByCredentialId(response.id);
      const owner = found ? ownerOf(found) : undefined;
      const passkey = owner && audienceOf(owner) === audience ? found : undefined;

      /** The refusal to throw, logged first on the admins' side. */
      const refuse = async (reason: "notRecognised" | "signInExpired") => {
        if (audience === "admin") {
          await repository.audit(
            originOf(origin),
            failedSignInRecord(passkey?.user_id ?? null, `passkeys.${reason}`),
          );
        }
        return unauthorized(PASSKEY_MESSAGES[reason]);
      };

      if (!challenge) throw await refuse("signInExpired");
      if (!passkey || !owner) throw await refuse("notRecognised");
      const { userHandle } = response.response;
      if (userHandle && userHandle !== Buffer.from(userHandleOf(owner)).toString("base64url")) {
        throw await refuse("notRecognised");
      }
      const { verifyAuthenticationResponse } = await loadWebauthn();
      const verification = await verifyAuthenticationResponse({
        response,
        ...expectedAnswerTo(challenge),
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(Buffer.from(passkey.public_key, "base64url")),
          counter: passkey.counter,
          transports: passkey.transports,
        },
      }).catch(() => undefined);
      if (!verification?.verified) throw await refuse("notRecognised");
      const info = verification.authenticationInfo;
      // A refusal inside throws, so the counter's update goes back with it; it is logged after.
      const notStarted = notRecognised();
      try {
        return await repository.runInTransaction(async (unit) => {
          const used = await unit.recordUse(passkey.id, {
            counter: info.newCounter,
            backed_up: info.credentialBackedUp,
            device_type: info.credentialDeviceType,
            used_at: now(),
          });
          const started = used ? await start(unit, owner) : undefined;
          if (started === undefined) throw notStarted;
          return started;
        });
      } catch (error) {
        throw error === notStarted ? await refuse("notRecognised") : error;
      }
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
