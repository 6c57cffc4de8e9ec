import { randomBytes } from "node:crypto";
import type * as OpenidClient from "openid-client";
import { isHttpsOrLoopback, type SsoSettings } from "../../config.js";

/** What the organisation says about the person signing in. */
export interface SsoIdentity {
  sub: string;
  email: string | undefined;
  isEmailVerified: boolean;
  name: string | undefined;
}

/** The values that bind one sign-in's callback to its start. */
export interface SsoChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

// A provider that does not answer must not hold a sign-in (and its request) for long.
const PROVIDER_TIMEOUT_SECONDS = 10;
const SCOPE = "openid email profile";

// openid-client and jose are loaded with the first sign-in through the provider, not at every
// start of a server that may never see one.
let openidClientLibrary: Promise<typeof OpenidClient> | undefined;
function loadOpenidClient(): Promise<typeof OpenidClient> {
  openidClientLibrary ??= import("openid-client");
  return openidClientLibrary;
}

/** 32 random bytes in base64url, as openid-client makes a state, a nonce and a PKCE verifier. */
function randomCheck(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The relying party's side of the code flow, through openid-client. The provider's discovery
 * document is read at the first use and kept, so a provider down when the server starts stops
 * only the sign-ins through it; a failed discovery is tried again at the next sign-in.
 */
export function createOidcClient(settings: SsoSettings, redirectUri: URL) {
  let configuration: Promise<OpenidClient.Configuration> | undefined;

  function discover(): Promise<OpenidClient.Configuration> {
    configuration ??= loadOpenidClient()
      .then((client) =>
        client.discovery(
          settings.issuer,
          settings.clientId,
          undefined,
          // The method every provider must support (RFC 6749 §2.3.1).
          client.ClientSecretBasic(settings.clientSecret),
          {
            timeout: PROVIDER_TIMEOUT_SECONDS,
            // Config allows http only for a provider on this machine (the tests').
            ...(settings.issuer.protocol === "http:" && isHttpsOrLoopback(settings.issuer)
              ? { execute: [client.allowInsecureRequests] }
              : {}),
          },
        ),
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    /** New random checks for a sign-in about to start. */
    newChecks(): SsoChecks {
      return {
        state: randomCheck(),
        nonce: randomCheck(),
        codeVerifier: randomCheck(),
      };
    },

    /** Where to send the browser: the provider's authorization endpoint, code flow with PKCE. */
    async authorizationUrl(checks: SsoChecks): Promise<URL> {
      const client = await loadOpenidClient();
      return client.buildAuthorizationUrl(await discover(), {
        redirect_uri: redirectUri.href,
        scope: SCOPE,
        response_type: "code",
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
        state: checks.state,
        nonce: checks.nonce,
      });
    },

    /**
     * Checks the provider's answer at the callback (state, issuer, an error it names), redeems
     * the code with the PKCE verifier and verifies the ID token and its nonce. The ID token's
     * claims decide; the userinfo endpoint is asked only when it lacks the e-mail.
     */
    async identify(callbackQuery: URLSearchParams, checks: SsoChecks): Promise<SsoIdentity> {
      const client = await loadOpenidClient();
      const config = await discover();
      // The redirect_uri of the token request is this URL without its query: the one sent.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = callbackQuery.toString();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error("The provider answered no ID token");
      const claims =
        idToken.email !== undefined && idToken.email_verified !== undefined
          ? idToken
          : await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
      return {
        sub: idToken.sub,
        email: typeof claims.email === "string" ? claims.email : undefined,
        // Some providers send the flag as a string in userinfo.
        isEmailVerified: claims.email_verified === true || claims.email_verified === "true",
        name:
          typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : undefined,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
