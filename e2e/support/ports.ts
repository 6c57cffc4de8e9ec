// Fixed loopback ports, away from the 3000 a developer's own `npm start` uses.
export const serverPort = Number(process.env.E2E_SERVER_PORT ?? 3197);
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2597);
export const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 2598);
/** The OpenID provider the single sign-on stories sign in at (support/oidc.ts). */
export const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3199);

export const baseUrl = `http://127.0.0.1:${serverPort}`;
/** The same server by name: WebAuthn takes no IP address as the relying party, so passkey stories browse here. */
export const localhostOrigin = `http://localhost:${serverPort}`;
export const mailboxUrl = `http://127.0.0.1:${mailboxPort}`;
