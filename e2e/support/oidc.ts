// The organisation's OpenID provider the e2e server trusts for single sign-on
// (support/start-oidc-provider.ts starts it): its accounts and the name on the sign-in button.
import type { OidcAccount } from "../../apps/server/src/test/oidc-provider.ts";
import { accounts } from "./accounts.ts";

/** The name on the sign-in page's button: "Sign in with Example Org". */
export const oidcButtonLabel = "Example Org";

/** The provider's accounts, by the login its form takes (the subject). */
export const oidcAccounts = {
  /** An admin of this server, whose e-mail the organisation has verified. */
  ssoAdmin: {
    sub: "sol",
    email: accounts.ssoAdmin.email,
    email_verified: true,
    name: accounts.ssoAdmin.name,
  },
  /** The same admin's e-mail, which the organisation has not verified. */
  unverified: {
    sub: "sol-unverified",
    email: accounts.ssoAdmin.email,
    email_verified: false,
    name: accounts.ssoAdmin.name,
  },
  /** Verified, but no account of this server uses it. */
  stranger: {
    sub: "stranger",
    email: "stranger@example.org",
    email_verified: true,
    name: "Stan Stranger",
  },
} as const satisfies Record<string, OidcAccount>;
