import { paths } from "@/paths";

export type EventDetailsPortal = "system_admin" | "event_admin";

export type EventDetailsPortalPaths = {
  events: string;
  participants: (eventId: string) => string;
  sessions: (eventId: string) => string;
};

/** Each portal links within itself. */
export const eventDetailsPortalPaths: Record<EventDetailsPortal, EventDetailsPortalPaths> = {
  system_admin: {
    events: paths.systemAdmin.events,
    participants: paths.systemAdmin.eventParticipants,
    sessions: paths.systemAdmin.eventSessions,
  },
  event_admin: {
    events: paths.eventAdmin.events,
    participants: paths.eventAdmin.eventParticipants,
    sessions: paths.eventAdmin.eventSessions,
  },
};

/** The specification's words for the event details (spec doc 1 §2, §8; doc 2 §2). */
export const eventDetailsTexts = {
  loading: "Loading event details...",
  errorTitle: "Error Loading Event",
  goBack: "Go Back",
  genericError: "An error occurred",
  notFoundTitle: "Event Not Found",
  notFoundText: "The event you're looking for doesn't exist.",
  backToEvents: "Back to Events",
  like: "Like",
  save: "Save",
  share: "Share",
  shared: "Event shared successfully!",
  linkCopied: "Event link copied to clipboard!",
  copyFailed: "Failed to copy link to clipboard",
  overviewTitle: "Event Overview",
  startDate: "Start Date",
  endTime: "End Time",
  venue: "Venue",
  noVenue: "Venue not specified",
  expectedAttendees: "Expected Attendees",
  notSpecified: "Not specified",
  description: "Description",
  noDescription: "No description provided for this event.",
  themeColorsTitle: "Theme Colours",
  contactTitle: "Contact Person",
  noContact: "No contact person specified",
  socialTitle: "Social Media",
  noSocialLinks: "No social media links provided.",
  infoTitle: "Event Information",
  eventId: "Event ID",
  created: "Created",
  lastUpdated: "Last Updated",
  branded: "Branded",
  yes: "Yes",
  no: "No",
  viewParticipants: "View Participants",
  manageSessions: "Manage Sessions",
} as const;
