import {
  errorCodeOf,
  LANGUAGES,
  newPasswordSchema,
  pairDeviceRequestSchema,
} from "@events/contract";
import { describe, expect, it } from "vitest";
import { BUNDLES } from "@/i18n/bundles";

// The pages a door's link opens load the sign-in page's texts and their own (bundles.ts), not the
// admin portal's errors: each message their forms' rules can give must be in one of those.

const CATALOGUES = import.meta.glob<Record<string, string>>("/src/i18n/catalogues/*/*.json", {
  eager: true,
  import: "default",
});

/** Every message the pages' own checks can give, one input for each. */
function formMessages(): string[] {
  const deviceNames = ["", "x".repeat(200), "Door\u0000one"];
  const passwords = ["short", "x".repeat(300)];
  return [
    ...deviceNames.flatMap(
      (device_name) =>
        pairDeviceRequestSchema.shape.device_name.safeParse(device_name).error?.issues ?? [],
    ),
    ...passwords.flatMap((password) => newPasswordSchema.safeParse(password).error?.issues ?? []),
  ].map(({ message }) => message);
}

describe("the door links' pages", () => {
  it("hold every message of their forms' rules, by its code, in every language", () => {
    const messages = formMessages();
    expect(messages).toHaveLength(5);
    const fragments = [...BUNDLES.start, ...BUNDLES.doorLinks];
    for (const language of LANGUAGES) {
      for (const message of messages) {
        const code = errorCodeOf(message)?.code;
        const found = fragments.some(
          (fragment) =>
            CATALOGUES[`/src/i18n/catalogues/${fragment}/${language}.json`]?.[
              `${fragment}.${code}`
            ] !== undefined,
        );
        expect(found, `${language}: ${message}`).toBe(true);
      }
    }
  });
});
