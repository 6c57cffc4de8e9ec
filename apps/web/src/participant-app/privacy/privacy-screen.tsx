import { useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { appPaths } from "../paths";
import { stopWhenOffline } from "../shell/needs-network";
import { Notice } from "../shell/notice";
import { ScreenLayout } from "../shell/screen-layout";
import { SectionCard } from "../shell/section-card";
import { secondaryButtonClasses, textLinkClasses } from "../shell/styles";
import { AccountDeletion } from "./account-deletion";
import { myDataPath } from "./privacy-api";

export const downloadOfflineMessage = () => t("app.privacy.downloadOffline");
const policyOfflineMessage = () => t("app.privacy.policyOffline");

/** The specification's privacy policy page, served by the admin app at the same address. */
export const PRIVACY_POLICY_PATH = "/privacy-policy";

/** The person's data: a copy of it, deleting it with the account, and the policy it is kept by. */
export function PrivacyScreen() {
  const [downloadNotice, setDownloadNotice] = useState<string | undefined>();
  const [policyNotice, setPolicyNotice] = useState<string | undefined>();
  const { t } = useTexts();
  const stopDownloadOffline = stopWhenOffline(() => setDownloadNotice(downloadOfflineMessage()));

  return (
    <ScreenLayout
      title={t("app.privacy.title")}
      back={{ href: appPaths.profile, label: t("app.sections.profile") }}
    >
      <SectionCard title={t("app.privacy.downloadTitle")}>
        <p className="mt-2 text-slate-700">{t("app.privacy.downloadText")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={myDataPath("json")}
            download
            onClick={stopDownloadOffline}
            className={secondaryButtonClasses}
          >
            {t("app.privacy.downloadJson")}
          </a>
          <a
            href={myDataPath("zip")}
            download
            onClick={stopDownloadOffline}
            className={secondaryButtonClasses}
          >
            {t("app.privacy.downloadZip")}
          </a>
        </div>
        <Notice text={downloadNotice} />
      </SectionCard>

      <SectionCard title={t("app.privacy.deleteTitle")}>
        <p className="mt-2 text-slate-700">{t("app.privacy.deleteIntro")}</p>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700">
          <li>{t("app.privacy.deleteDetails")}</li>
          <li>{t("app.privacy.deleteTickets")}</li>
          <li>{t("app.privacy.deleteMessages")}</li>
          <li>{t("app.privacy.deleteBookmarks")}</li>
          <li>{t("app.privacy.deleteAccount")}</li>
        </ul>
        <p className="mt-2 text-slate-700">{t("app.privacy.deleteRecord")}</p>
        <AccountDeletion />
      </SectionCard>

      <SectionCard title={t("app.privacy.policyTitle")}>
        <p className="mt-2 text-slate-700">{t("app.privacy.policyText")}</p>
        <p className="mt-3">
          <a
            href={PRIVACY_POLICY_PATH}
            onClick={stopWhenOffline(() => setPolicyNotice(policyOfflineMessage()))}
            className={textLinkClasses}
          >
            {t("app.privacy.readPolicy")}
          </a>
        </p>
        <Notice text={policyNotice} />
      </SectionCard>
    </ScreenLayout>
  );
}

export default PrivacyScreen;
