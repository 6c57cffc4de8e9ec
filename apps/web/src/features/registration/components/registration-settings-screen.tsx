import { useEvent } from "@/api/events/get-event";
import { useRegistrationSettings } from "@/api/registration/get-registration-settings";
import { QueryContent } from "@/components/ui/query-content";
import { useRegistrationTexts } from "../messages";
import { RegistrationCounts } from "./registration-counts";
import { MissingEventId, RegistrationScreenFrame } from "./registration-screen-frame";
import { RegistrationSettingsForm } from "./registration-settings-form";

function RegistrationSettingsView({ eventId }: { eventId: string }) {
  const texts = useRegistrationTexts();
  const settingsQuery = useRegistrationSettings(eventId);
  // The zone the opening and closing times are in.
  const timeZone = useEvent(eventId).data?.time_zone;
  return (
    <RegistrationScreenFrame eventId={eventId} screen="settings">
      <QueryContent
        query={settingsQuery}
        loadingLabel={texts.settingsLoading}
        errorTitle={texts.settingsFailed}
      >
        {({ registration, counts }) => (
          <>
            <RegistrationCounts counts={counts} />
            <RegistrationSettingsForm
              eventId={eventId}
              settings={registration}
              timeZone={timeZone}
            />
          </>
        )}
      </QueryContent>
    </RegistrationScreenFrame>
  );
}

/**
 * An event's registration: whether and when its public page takes registrations,
 * how many, with what approval, and the questions its form asks. Event admins for their events,
 * system admins for all.
 */
export function RegistrationSettingsScreen({ eventId }: { eventId: string | undefined }) {
  if (!eventId) return <MissingEventId screen="settings" />;
  // Keyed by the event, so another event's settings never stand in while this one's load.
  return <RegistrationSettingsView key={eventId} eventId={eventId} />;
}
