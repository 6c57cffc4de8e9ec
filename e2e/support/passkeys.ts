// Passkeys in Chromium without a person at a security key: the DevTools protocol's virtual
// authenticator answers WebAuthn's questions for the page, as a platform authenticator with
// user verification would. WebAuthn refuses an IP address as the relying party, so the stories
// browse at localhost (the server's WEBAUTHN_RP_ID) where the others use 127.0.0.1.
import type { CDPSession, Page } from "@playwright/test";
import { test as base, useWatchedPage } from "./fixtures.ts";
import { localhostOrigin } from "./ports.ts";

export type VirtualAuthenticator = {
  /** The passkeys the authenticator holds now, as the DevTools protocol reports them. */
  credentials(): Promise<StoredPasskey[]>;
};

export type StoredPasskey = Awaited<ReturnType<typeof readCredentials>>[number];

async function readCredentials(session: CDPSession, authenticatorId: string) {
  const { credentials } = await session.send("WebAuthn.getCredentials", { authenticatorId });
  return credentials;
}

/**
 * Gives the page an authenticator that keeps discoverable credentials, verifies its user and
 * confirms presence by itself, so a passkey is made or used without a prompt. It lives as long
 * as the page: signing out and in again on the same page finds the same passkeys.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const session = await page.context().newCDPSession(page);
  await session.send("WebAuthn.enable");
  const { authenticatorId } = await session.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: () => readCredentials(session, authenticatorId) };
}

/** The origin passkey stories browse at: the e2e server by name, not by address. */
export function passkeyOrigin(): string {
  return localhostOrigin;
}

/**
 * Stories with a page at the localhost origin (watched and checked with axe as every story's
 * page) that has its own virtual authenticator; the admins' fixtures stay at 127.0.0.1.
 */
export const test = base.extend<{ atLocalhost: Page; authenticator: VirtualAuthenticator }>({
  atLocalhost: async ({ browser }, use) => {
    await useWatchedPage(browser, { baseURL: passkeyOrigin() }, use);
  },
  authenticator: async ({ atLocalhost }, use) => use(await addVirtualAuthenticator(atLocalhost)),
});

export { expect } from "@playwright/test";
