// Which catalogue fragments each page loads together, per language. A fragment is a folder of
// catalogues/ with one JSON file per language; its keys all start with its name and a dot. The
// build turns each bundle into one chunk per language (vite-catalogues.ts), so the sign-in page
// loads only what it shows, and an admin portal the rest once it opens.

export const BUNDLES = {
  /** The admin app's first screen, sign-in. */
  start: ["common", "sign-in-errors", "sign-in"],
  /**
   * The pages a door's scanned pairing code or e-mailed link opens, loaded with them so the
   * sign-in page stays small; door-links-errors: their forms' rules (a device's name, a
   * password) by code.
   */
  doorLinks: ["door-sign-in", "door-links-errors"],
  /** What a passkey sign-in may answer, loaded with its code on the click: the page has no room. */
  passkeySignIn: ["passkey-sign-in"],
  /** The privacy policy's long text, loaded with its page so the sign-in page stays small. */
  policy: ["privacy-policy"],
  /** The admin portals and the door, loaded with their code. (door-sign-in: the door's not-found page.) */
  admin: [
    "door-sign-in",
    "errors",
    "layout",
    "events",
    "event-details",
    "sessions",
    "participants",
    "check-in",
    "door",
    "registration-admin",
    "dashboard",
    "activity",
    "api-tokens",
    "passkeys",
    "webhooks",
    "messages",
    "users",
    "privacy-admin",
  ],
  // app-errors and public-errors: the error texts by code each of these pages can meet; all of
  // errors (7 KB gzipped in Arabic) would not fit in their 90 KB.
  /** The participants' app. ("phone": what it shares with the public page, such as times.) */
  app: ["common", "app-errors", "phone", "app"],
  /**
   * The app's passkeys and the errors only they meet, loaded with the profile and on the click
   * of 'Sign in with a passkey': the app's first visit (the sign-in, 90 KB) has no room for them.
   */
  "app-passkeys": ["app-passkeys-errors", "app-passkeys"],
  /** An event's public registration page. */
  public: ["common", "public-errors", "phone", "public"],
} as const satisfies Record<string, readonly string[]>;

export type BundleName = keyof typeof BUNDLES;
export type FragmentName = (typeof BUNDLES)[BundleName][number];

/** Every fragment, once. */
export const FRAGMENTS: readonly FragmentName[] = [...new Set(Object.values(BUNDLES).flat())];
