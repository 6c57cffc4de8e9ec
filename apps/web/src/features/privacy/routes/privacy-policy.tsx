import { PRIVACY_POLICY_VERSION } from "@events/contract";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { T } from "@/i18n/text";
import { useTexts } from "@/i18n/use-texts";
import { getSupportEmail } from "@/lib/support-email";
import { paths } from "@/paths";

/** The specification's date, 'August 15, 2025' in English. */
const LAST_UPDATED = Date.UTC(2025, 7, 15);
const MINIMUM_AGE = 13;

function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function BackToLoginLink() {
  const { t } = useTexts();
  return (
    <Link
      to={paths.login}
      className="inline-flex items-center gap-2 text-sm font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t("sign-in.verify.backToLogin")}
    </Link>
  );
}

export function PrivacyPolicyRoute() {
  const { t, language } = useTexts();
  const supportEmail = getSupportEmail();
  const lastUpdated = new Intl.DateTimeFormat(language === "en" ? "en-US" : language, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(LAST_UPDATED);
  return (
    <div className="min-h-dvh bg-slate-50 px-3 py-8 sm:px-6 sm:py-12">
      <main className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-10">
        <BackToLoginLink />
        <header className="mt-6 mb-8 border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900">
            {t("sign-in.login.privacyPolicy")}
          </h1>
          <p className="mt-2 text-sm text-slate-500">
            {t("privacy-policy.lastUpdated", { date: lastUpdated })}
          </p>
          {/* The version a participant's consent names, beside the specification's date. */}
          <p className="mt-1 text-sm text-slate-500">
            {t("privacy-policy.version", { version: PRIVACY_POLICY_VERSION })}
          </p>
        </header>

        <div className="flex flex-col gap-8 text-sm leading-6 text-slate-700">
          <PolicySection title={t("privacy-policy.about.title")}>
            <p>{t("privacy-policy.about.text")}</p>
          </PolicySection>

          <PolicySection title={t("privacy-policy.collect.title")}>
            <ul className="list-disc space-y-2 ps-5">
              <li>
                <T id="privacy-policy.collect.name" components={{ 0: <strong /> }} />
              </li>
              <li>
                <T id="privacy-policy.collect.profile" components={{ 0: <strong /> }} />
              </li>
              <li>
                <T id="privacy-policy.collect.events" components={{ 0: <strong /> }} />
              </li>
              <li>
                <T id="privacy-policy.collect.usage" components={{ 0: <strong /> }} />
              </li>
              <li>
                <T id="privacy-policy.collect.device" components={{ 0: <strong /> }} />
              </li>
              <li>
                <T id="privacy-policy.collect.photos" components={{ 0: <strong /> }} />
              </li>
            </ul>
          </PolicySection>

          <PolicySection title={t("privacy-policy.use.title")}>
            <ul className="list-disc space-y-2 ps-5">
              <li>{t("privacy-policy.use.account")}</li>
              <li>{t("privacy-policy.use.events")}</li>
              <li>{t("privacy-policy.use.organisers")}</li>
              <li>{t("privacy-policy.use.messages")}</li>
              <li>{t("privacy-policy.use.reliable")}</li>
            </ul>
            <p>{t("privacy-policy.use.sharing")}</p>
          </PolicySection>

          <PolicySection title={t("privacy-policy.keep.title")}>
            <p>{t("privacy-policy.keep.text")}</p>
          </PolicySection>

          <PolicySection title={t("privacy-policy.protect.title")}>
            <p>{t("privacy-policy.protect.text")}</p>
          </PolicySection>

          <PolicySection title={t("privacy-policy.rights.title")}>
            <p>{t("privacy-policy.rights.text")}</p>
          </PolicySection>

          <PolicySection title={t("privacy-policy.children.title")}>
            <p>{t("privacy-policy.children.text", { age: MINIMUM_AGE })}</p>
          </PolicySection>

          <PolicySection title={t("privacy-policy.changes.title")}>
            <p>{t("privacy-policy.changes.text")}</p>
          </PolicySection>

          <PolicySection title={t("privacy-policy.contact.title")}>
            <p>
              <T
                id="privacy-policy.contact.text"
                values={{ email: supportEmail }}
                components={{
                  0: (
                    // biome-ignore lint/a11y/useAnchorContent: the message's <0> part is its content
                    <a
                      href={`mailto:${supportEmail}`}
                      className="font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                    />
                  ),
                }}
              />
            </p>
          </PolicySection>
        </div>

        <footer className="mt-10 border-t border-slate-200 pt-6">
          <BackToLoginLink />
        </footer>
      </main>
    </div>
  );
}

export default PrivacyPolicyRoute;
