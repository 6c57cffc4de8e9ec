import { SSO_LABEL_ATTRIBUTE, SSO_START_PATH } from "@events/contract";
import { buttonClassName } from "@/components/ui/button";
import { useTexts } from "@/i18n/use-texts";

/** The provider's name the server put on the page's root when single sign-on is configured. */
function readSsoLabel(): string | null {
  return document.documentElement.getAttribute(SSO_LABEL_ATTRIBUTE) || null;
}

/**
 * "Sign in with <label>", then an "or" before the form; nothing when single sign-on is not
 * configured. A plain link: the server sends the browser on to the provider, so the whole page
 * leaves and no script is needed.
 */
export function SsoSignInLink() {
  const { t } = useTexts();
  const label = readSsoLabel();
  if (label === null) return null;
  return (
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
  );
}
