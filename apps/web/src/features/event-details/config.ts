import { getPortalPaths, type Portal } from "@/lib/portal";

export type EventDetailsPortalPaths = {
  events: string;
  participants: (eventId: string) => string;
  sessions: (eventId: string) => string;
  checkIn: (eventId: string) => string;
  registration: (eventId: string) => string;
  registrations: (eventId: string) => string;
  staff: (eventId: string) => string;
};

/** Where the details' links lead: each portal links within itself. */
export function getEventDetailsPortalPaths(portal: Portal): EventDetailsPortalPaths {
  const portalPaths = getPortalPaths(portal);
  return {
    events: portalPaths.events,
    participants: portalPaths.eventParticipants,
    sessions: portalPaths.eventSessions,
    checkIn: portalPaths.checkIn,
    registration: portalPaths.eventRegistration,
    registrations: portalPaths.eventRegistrations,
    staff: portalPaths.eventStaff,
  };
}
