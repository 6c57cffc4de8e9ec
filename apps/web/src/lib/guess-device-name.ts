// The systems a browser names in its user agent, in the order to test them: an iPad's and an
// iPhone's name macOS too ("like Mac OS X"), and Android's names Linux.
const SYSTEMS: readonly (readonly [pattern: RegExp, name: string])[] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/**
 * A first name for a new passkey, in the admins' page and the participants' app alike: the system
 * this browser runs on, which is where a passkey made here is usually kept; undefined when the
 * user agent does not say.
 */
export function guessDeviceName(userAgent: string): string | undefined {
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
}
