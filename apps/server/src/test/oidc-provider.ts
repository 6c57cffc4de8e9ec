/// <reference path="./oidc-provider-module.d.ts" />
// A real OpenID Connect provider for the tests of single sign-on: oidc-provider on a
// loopback port, with one confidential client whose redirect_uri is the server's callback, PKCE
// required, and the accounts the test gives. Its development login form ("any login") is driven
// over HTTP by signInAtProvider, or by a browser in the e2e stories. No test runner is imported
// here: e2e/support starts the same provider.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Provider } from "oidc-provider";

export interface OidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcProviderOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** The server's callback, PUBLIC_URL + /api/auth/sso/callback. */
  redirectUri: string;
  accounts?: readonly OidcAccount[];
  /** The client's secret; a random one by default. */
  clientSecret?: string;
  /**
   * Whether the ID token carries the e-mail and name (default), or only the userinfo endpoint
   * does, as the provider's strict profile (conformIdTokenClaims) and some real providers do.
   */
  claimsInIdToken?: boolean;
}

export interface RunningOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The server's environment for this provider: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET. */
  env: Record<"OIDC_ISSUER" | "OIDC_CLIENT_ID" | "OIDC_CLIENT_SECRET", string>;
  /** Adds or replaces an account the login form accepts. */
  addAccount(account: OidcAccount): void;
  /**
   * Follows the authorization URL, signs in as the account and consents, as a browser would;
   * answers the URL the provider sends the browser back to (the callback with code and state).
   */
  signIn(authorizationUrl: string | URL, sub: string): Promise<URL>;
  /** Follows the authorization URL and cancels the login: the callback gets error=access_denied. */
  cancel(authorizationUrl: string | URL): Promise<URL>;
  close(): Promise<void>;
}

const CLIENT_ID = "events-app";

/** What the browser does on a page of the provider: post its form, or go elsewhere. */
type PageAction = { form: string } | { goTo: URL };

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startOidcProvider({
  port = 0,
  redirectUri,
  accounts = [],
  claimsInIdToken = true,
  clientSecret = randomBytes(24).toString("base64url"),
}: OidcProviderOptions): Promise<RunningOidcProvider> {
  const accountsBySub = new Map(accounts.map((account) => [account.sub, account]));
  // The issuer names the port, so the server listens first and the provider answers after.
  const server = createServer();
  const issuer = `http://127.0.0.1:${await listen(server, port)}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: !claimsInIdToken,
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    features: { devInteractions: { enabled: true } },
    // An hour for everything: a test's sign-in takes seconds (and named, the provider stays quiet).
    ttl: { Interaction: 3600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600 },
    async findAccount(_context, sub) {
      const account = accountsBySub.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account }) };
    },
  });
  server.on("request", provider.callback());

  /**
   * Follows redirects with the cookies a browser would keep, answering each page the provider
   * shows as `act` says (a form to post back, or another address), until one leaves the provider.
   */
  async function browse(start: string | URL, act: (page: URL, html: string) => PageAction) {
    const cookies = new Map<string, string>();
    let next: { url: URL; form?: string } = { url: new URL(start) };
    for (let step = 0; step < 20; step += 1) {
      if (next.url.origin !== issuer) return next.url;
      const response = await fetch(next.url, {
        method: next.form === undefined ? "GET" : "POST",
        redirect: "manual",
        headers: {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
          ...(next.form === undefined
            ? {}
            : { "content-type": "application/x-www-form-urlencoded" }),
        },
        ...(next.form === undefined ? {} : { body: next.form }),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const [name = "", value = ""] = pair.split("=", 2);
        if (value === "" || /expires=Thu, 01 Jan 1970/i.test(cookie)) cookies.delete(name);
        else cookies.set(name, value);
      }
      const location = response.headers.get("location");
      if (location) {
        next = { url: new URL(location, next.url) };
      } else if (response.ok) {
        const action = act(next.url, await response.text());
        next = "form" in action ? { url: next.url, form: action.form } : { url: action.goTo };
      } else {
        throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
      }
    }
    throw new Error("The provider's sign-in did not end");
  }

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: clientSecret },
    addAccount(account) {
      accountsBySub.set(account.sub, account);
    },
    signIn(authorizationUrl, sub) {
      return browse(authorizationUrl, (_page, html) => ({
        form: new URLSearchParams(
          html.includes('name="prompt" value="login"')
            ? { prompt: "login", login: sub, password: "any" }
            : { prompt: "consent" },
        ).toString(),
      }));
    },
    cancel(authorizationUrl) {
      return browse(authorizationUrl, (page) => ({
        goTo: new URL(`${page.pathname}/abort`, page),
      }));
    },
    close() {
      return new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
