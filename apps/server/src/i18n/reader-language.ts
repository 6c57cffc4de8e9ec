import { type Language, parseAcceptLanguage, pickLanguage } from "@events/contract";
import type { RequestOrigin } from "../audit/actor.js";

/**
 * The language to write to someone in: the one they chose, else the first their browser asks for
 * that the product speaks (when the mail answers a request of theirs), else the server's default.
 */
export function readerLanguage(
  chosen: Language | null | undefined,
  request: RequestOrigin | undefined,
  serverDefault: Language,
): Language {
  return (
    chosen ??
    pickLanguage(parseAcceptLanguage(request?.headers["accept-language"])) ??
    serverDefault
  );
}
