import { useState } from "react";
import { appPaths } from "../paths";
import { stopWhenOffline } from "../shell/needs-network";
import { Notice } from "../shell/notice";
import { ScreenLayout } from "../shell/screen-layout";
import { SectionCard } from "../shell/section-card";
import { secondaryButtonClasses, textLinkClasses } from "../shell/styles";
import { AccountDeletion } from "./account-deletion";
import { myDataPath } from "./privacy-api";

export const DOWNLOAD_OFFLINE_MESSAGE =
  "Downloading your data needs a connection. Connect to the internet and try again.";
export const POLICY_OFFLINE_MESSAGE = "The privacy policy needs a connection.";

/** The specification's privacy policy page, served by the admin app at the same address. */
export const PRIVACY_POLICY_PATH = "/privacy-policy";

/** The person's data: a copy of it, deleting it with the account, and the policy it is kept by. */
export function PrivacyScreen() {
  const [downloadNotice, setDownloadNotice] = useState<string | undefined>();
  const [policyNotice, setPolicyNotice] = useState<string | undefined>();
  const stopDownloadOffline = stopWhenOffline(() => setDownloadNotice(DOWNLOAD_OFFLINE_MESSAGE));

  return (
    <ScreenLayout title="Privacy" back={{ href: appPaths.profile, label: "Profile" }}>
      <SectionCard title="Download my data">
        <p className="mt-2 text-slate-700">
          A copy of everything held on you: your details in each of your events, your tickets, the
          organisers' messages to you, your bookmarks, and the record of changes that name you.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={myDataPath("json")}
            download
            onClick={stopDownloadOffline}
            className={secondaryButtonClasses}
          >
            Download as JSON
          </a>
          <a
            href={myDataPath("zip")}
            download
            onClick={stopDownloadOffline}
            className={secondaryButtonClasses}
          >
            Download as ZIP, with your files
          </a>
        </div>
        <Notice text={downloadNotice} />
      </SectionCard>

      <SectionCard title="Delete my account">
        <p className="mt-2 text-slate-700">
          This deletes you from every event you are part of, for good:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>your name, e-mail address, phone and photo</li>
          <li>your tickets and check-ins</li>
          <li>the organisers' messages to you</li>
          <li>your bookmarks and your calendar feed</li>
          <li>your account in this app, signed out on every device</li>
        </ul>
        <p className="mt-2 text-slate-700">
          The organisers keep a record that an account was deleted, never your data itself. We
          e-mail you a code to confirm it is you.
        </p>
        <AccountDeletion />
      </SectionCard>

      <SectionCard title="Privacy policy">
        <p className="mt-2 text-slate-700">
          What is collected about you, why, and how long it is kept.
        </p>
        <p className="mt-3">
          <a
            href={PRIVACY_POLICY_PATH}
            onClick={stopWhenOffline(() => setPolicyNotice(POLICY_OFFLINE_MESSAGE))}
            className={textLinkClasses}
          >
            Read the privacy policy
          </a>
        </p>
        <Notice text={policyNotice} />
      </SectionCard>
    </ScreenLayout>
  );
}

export default PrivacyScreen;
