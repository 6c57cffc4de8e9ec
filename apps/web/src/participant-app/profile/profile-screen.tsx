import { appPaths } from "../paths";
import { Link } from "../router/router";
import { ResourceContent } from "../shell/load-states";
import { ScreenLayout } from "../shell/screen-layout";
import { SectionCard } from "../shell/section-card";
import { textLinkClasses } from "../shell/styles";
import { EmailChange } from "./email-change";
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
  return (
    <ScreenLayout title="Profile" shown={me}>
      <ResourceContent resource={me} loadingLabel="Loading your profile…">
        {({ person }) => (
          <>
            <p className="mt-1 text-slate-700">
              The organisers of your events see these. A change applies to all your events.
            </p>
            <SectionCard title="Photo">
              <PhotoSection person={person} />
            </SectionCard>
            <SectionCard title="Name and phone">
              <ProfileForm key={person.id} person={person} />
            </SectionCard>
            <SectionCard title="E-mail address">
              <EmailChange email={person.email} />
            </SectionCard>
            <SectionCard title="Privacy">
              <p className="mt-2 text-slate-700">
                Download your data, delete your account, or read the privacy policy.
              </p>
              <p className="mt-3">
                <Link href={appPaths.privacy} className={textLinkClasses}>
                  Privacy and your data
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
