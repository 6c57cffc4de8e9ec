import userEvent from "@testing-library/user-event";
import { getEventQueryOptions } from "@/api/events/get-event";
import { buildEvent, EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { renderWithCache } from "@/testing/render-with-cache";
import { RegistrationsScreen } from "../components/registrations-screen";

/**
 * The registrations screen of EVENT_ID in a system admin's portal, its event (in New York's
 * zone) already loaded; answers the user who acts on it.
 */
export function renderRegistrations() {
  renderWithCache(
    inPortal("system_admin", <RegistrationsScreen eventId={EVENT_ID} />),
    (client) => {
      client.setQueryData(
        getEventQueryOptions(EVENT_ID).queryKey,
        buildEvent({ time_zone: "America/New_York" }),
      );
    },
    { withToasts: true },
  );
  return userEvent.setup();
}
