import { t } from "@/i18n/i18n";
import { describeError, isNetworkError } from "@/lib/api-error";

/** That signing in needs the network, in the page's language. */
export const needsConnectionMessage = () => t("app.signIn.needsConnection");

/** What a failed sign-in call says: the server's message, or that there is no network. */
export function describeSignInError(error: unknown): string {
  if (isNetworkError(error)) return needsConnectionMessage();
  return describeError(error, t("app.error.generic"));
}
