import { SSO_CALLBACK_PATH } from "@events/contract";
import { afterAll } from "vitest";
import { type RunningOidcProvider, startOidcProvider } from "./oidc-provider.js";

/** The tests' apps run at config's default PUBLIC_URL; this is their single sign-on callback. */
export const TEST_SSO_CALLBACK_URL = new URL(SSO_CALLBACK_PATH, "http://localhost:3000").href;

/**
 * A real OpenID provider for a test file's app, started when the app is prepared (setUpModuleTest's
 * `prepare` answers the app's environment with single sign-on configured), closed after the file.
 */
export function useOidcProvider() {
  let provider: RunningOidcProvider | undefined;
  afterAll(async () => provider?.close());
  return {
    async prepare(): Promise<Record<string, string>> {
      provider = await startOidcProvider({ redirectUri: TEST_SSO_CALLBACK_URL });
      return provider.env;
    },
    get provider(): RunningOidcProvider {
      if (!provider) throw new Error("useOidcProvider: the provider starts with the app");
      return provider;
    },
  };
}
