import { SSO_START_PATH } from "@events/contract";
import { buttonClassName } from "@/components/ui/button";
import { useTexts } from "@/i18n/use-texts";
import { readSsoLabel } from "../utils/sso-on-page";
import { useSsoErrorText } from "../utils/use-sso-error";

/**
 * Single sign-on on the sign-in page: the refusal the server sent the browser back with, if
 * any, then "Sign in with <label>" and an "or" before the form when single sign-on is
 * configured. The button is a plain link: the server sends the browser on to the provider, so
 * the whole page leaves and no script is needed.
 */
export default function SsoSignIn() {
  const { t } = useTexts();
  const errorText = useSsoErrorText();
  const label = readSsoLabel();
  return (
    <>
      {errorText && (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {errorText}
        </p>
      )}
      {label !== null && (
        <div className="mb-4 flex flex-col gap-4">
          <a
            href={SSO_START_PATH}
            className={buttonClassName({ variant: "secondary", size: "lg", className: "w-full" })}
          >
            {t("sign-in.sso.signIn", { label })}
          </a>
          <p className="flex items-center gap-3 text-sm text-slate-600">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            {t("sign-in.sso.or")}
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </p>
        </div>
      )}
    </>
  );
}
