import { useTexts } from "@/i18n/use-texts";
import { PasskeysSection } from "../passkeys/passkeys-section";
import { appPaths } from "../paths";
import { Link } from "../router/router";
import { ResourceContent } from "../shell/load-states";
import { ScreenLayout } from "../shell/screen-layout";
import { SectionCard } from "../shell/section-card";
import { textLinkClasses } from "../shell/styles";
import { EmailChange } from "./email-change";
import { LanguageChoice } from "./language-choice";
import { PhotoSection } from "./photo-section";
import { useMe } from "./profile-api";
import { ProfileForm } from "./profile-form";

/**
 * How the organisers of all the person's events see them: photo, name, phone and e-mail
 * address, each changed here for every event at once. Shown offline from what was saved; the
 * changes say they need the network.
 */
export function ProfileScreen() {
  const me = useMe();
  const { t } = useTexts();
  return (
    <ScreenLayout title={t("app.sections.profile")} shown={me}>
      <ResourceContent resource={me} loadingLabel={t("app.profile.loading")}>
        {({ person }) => (
          <>
            <p className="mt-1 text-slate-700">{t("app.profile.intro")}</p>
            <SectionCard title={t("app.profile.photo")}>
              <PhotoSection person={person} />
            </SectionCard>
            <SectionCard title={t("app.profile.nameAndPhone")}>
              <ProfileForm key={person.id} person={person} />
            </SectionCard>
            <SectionCard title={t("app.signIn.emailLabel")}>
              <EmailChange email={person.email} />
            </SectionCard>
            <PasskeysSection />
            <SectionCard title={t("common.language")}>
              <LanguageChoice person={person} />
            </SectionCard>
            <SectionCard title={t("app.privacy.title")}>
              <p className="mt-2 text-slate-700">{t("app.profile.privacyText")}</p>
              <p className="mt-3">
                <Link href={appPaths.privacy} className={textLinkClasses}>
                  {t("app.profile.privacyLink")}
                </Link>
              </p>
            </SectionCard>
          </>
        )}
      </ResourceContent>
    </ScreenLayout>
  );
}

export default ProfileScreen;
