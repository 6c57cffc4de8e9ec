export const accounts = {
  systemAdmin: { email: "root@events.test", password: "root-password-1", name: "Sam Root" },
  eventAdmin: { email: "eve@events.test", password: "eve-password-1", name: "Eve Organiser" },
  /** Signs in through the organisation's OpenID provider (support/oidc.ts); no other story uses her. */
  ssoAdmin: { email: "sol@events.test", password: "sol-password-1", name: "Sol Single" },
} as const;
