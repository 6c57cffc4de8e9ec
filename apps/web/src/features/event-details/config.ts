import { paths } from "@/paths";

export type EventDetailsPortal = "system_admin" | "event_admin";

export type EventDetailsPortalPaths = {
  events: string;
  participants: (eventId: string) => string;
  sessions: (eventId: string) => string;
  checkIn: (eventId: string) => string;
};

/** Each portal links within itself. */
export const eventDetailsPortalPaths: Record<EventDetailsPortal, EventDetailsPortalPaths> = {
  system_admin: {
    events: paths.systemAdmin.events,
    participants: paths.systemAdmin.eventParticipants,
    sessions: paths.systemAdmin.eventSessions,
    checkIn: paths.systemAdmin.checkIn,
  },
  event_admin: {
    events: paths.eventAdmin.events,
    participants: paths.eventAdmin.eventParticipants,
    sessions: paths.eventAdmin.eventSessions,
    checkIn: paths.eventAdmin.checkIn,
  },
};
