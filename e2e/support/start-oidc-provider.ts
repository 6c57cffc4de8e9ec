// Starts the organisation's OpenID provider for the e2e server: a real oidc-provider (the server
// tests' own, apps/server/src/test/oidc-provider.ts) on E2E_OIDC_PORT with the accounts of
// support/oidc.ts, whose callback is the e2e server's.
import { SSO_CALLBACK_PATH } from "@events/contract";
import {
  type RunningOidcProvider,
  startOidcProvider,
} from "../../apps/server/src/test/oidc-provider.ts";
import { oidcAccounts, oidcButtonLabel } from "./oidc.ts";
import { baseUrl, oidcPort } from "./ports.ts";

/** Starts the provider; its env is what the server needs to trust it. */
export async function startOrganisationProvider(): Promise<{
  provider: RunningOidcProvider;
  env: Record<string, string>;
}> {
  const provider = await startOidcProvider({
    port: oidcPort,
    redirectUri: `${baseUrl}${SSO_CALLBACK_PATH}`,
    accounts: Object.values(oidcAccounts),
  });
  return { provider, env: { ...provider.env, OIDC_BUTTON_LABEL: oidcButtonLabel } };
}
