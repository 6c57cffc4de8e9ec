/**
 * Every query key of the app comes from here, so a mutation invalidates exactly what it changed.
 * Each level is a prefix of the next: invalidating `users.all` reloads every users query.
 */
export const queryKeys = {
  users: {
    all: ["users"] as const,
    list: () => [...queryKeys.users.all, "list"] as const,
  },
  events: {
    all: ["events"] as const,
    /** Every events list; saves and deletes reload these (the statuses never change). */
    lists: () => [...queryKeys.events.all, "list"] as const,
    /**
     * 'all-events' is get-all-events (every event for a system admin, an event admin's own);
     * 'by-admin' is get-events-by-admin (the caller's own).
     */
    list: (source: "all-events" | "by-admin") => [...queryKeys.events.lists(), source] as const,
    /**
     * get-events-by-admin/{adminId} (the dashboard); under the 'by-admin' list, so whatever
     * reloads the caller's own events reloads this too.
     */
    byAdminId: (adminId: string) => [...queryKeys.events.list("by-admin"), adminId] as const,
    /**
     * One page of an events list (the list's page, page_size, q, ...); under the list it pages,
     * so whatever reloads that list reloads its pages too.
     */
    page: (list: readonly unknown[], params: Readonly<Record<string, string | number>>) =>
      [...list, "page", params] as const,
    /** The caller's totals (events/summary) for the dashboards. */
    summary: () => [...queryKeys.events.all, "summary"] as const,
    statuses: () => [...queryKeys.events.all, "statuses"] as const,
    /** The zone and retention a new event takes (events/new-event-defaults), for the event form. */
    newEventDefaults: () => [...queryKeys.events.all, "new-event-defaults"] as const,
    /** One event (get-event); under `events.all`, so invalidating every events query reloads it. */
    detail: (id: string) => [...queryKeys.events.all, "detail", id] as const,
  },
  eventDocuments: {
    all: ["event-documents"] as const,
    /** One event's documents; upload and delete reload it. */
    list: (eventId: string) => [...queryKeys.eventDocuments.all, "list", eventId] as const,
    /** One document's file, fetched as a blob for the viewer and kept only while it is open. */
    file: (documentId: string) => [...queryKeys.eventDocuments.all, "file", documentId] as const,
  },
  sessions: {
    all: ["sessions"] as const,
    /** One event's sessions (get-all-sessions/{eventId}); save and delete reload them. */
    list: (eventId: string) => [...queryKeys.sessions.all, "list", eventId] as const,
    /** The event's clashing pairs; under its list, so whatever reloads the sessions reloads them. */
    conflicts: (eventId: string) => [...queryKeys.sessions.list(eventId), "conflicts"] as const,
    types: () => [...queryKeys.sessions.all, "types"] as const,
    /** A session's one document (get-session-document); upload and delete reload it. */
    document: (sessionId: string) => [...queryKeys.sessions.all, "document", sessionId] as const,
  },
  participants: {
    /** Every participants query; adding or deleting a participant reloads them all. */
    all: ["participants"] as const,
    /** One event's participants (get-all-participants-by-event/{eventId}). */
    byEvent: (eventId: string) => [...queryKeys.participants.all, "by-event", eventId] as const,
    /**
     * One page of an event's participants (its page, page_size, q, role, status); under
     * `byEvent`, so clearing or reloading the event's participants takes its pages along.
     */
    page: (eventId: string, params: Readonly<Record<string, string | number>>) =>
      [...queryKeys.participants.byEvent(eventId), "page", params] as const,
    /** 'Checked in X of Y'; under `byEvent`, so a check-in reloads it with the event's lists. */
    checkInCount: (eventId: string) =>
      [...queryKeys.participants.byEvent(eventId), "check-in-count"] as const,
    /** The event's badges, all of them or those of the ids given; renewing a ticket reloads them. */
    badges: (eventId: string, participantIds: readonly string[]) =>
      [...queryKeys.participants.byEvent(eventId), "badges", participantIds.join(",")] as const,
    /** One participant's ticket (its code and QR code); renewing replaces it. */
    ticket: (participantId: string) =>
      [...queryKeys.participants.all, "ticket", participantId] as const,
  },
  registration: {
    all: ["registration"] as const,
    /** Everything about one event's registration; approving a registration reloads it all. */
    byEvent: (eventId: string) => [...queryKeys.registration.all, eventId] as const,
    /** The settings, questions and counts (GET /api/events/{id}/registration); saving replaces it. */
    settings: (eventId: string) =>
      [...queryKeys.registration.byEvent(eventId), "settings"] as const,
    /** One page of the event's registrations (its state, q, page, page_size). */
    page: (eventId: string, params: Readonly<Record<string, string | number>>) =>
      [...queryKeys.registration.byEvent(eventId), "page", params] as const,
  },
  doorStaff: {
    all: ["door-staff"] as const,
    /** One event's door staff with their devices; adding, removing and signing out reload it. */
    list: (eventId: string) => [...queryKeys.doorStaff.all, "list", eventId] as const,
  },
  door: {
    /** The events the caller may check people in at (GET /api/door/events). */
    events: () => ["door", "events"] as const,
  },
  messages: {
    all: ["messages"] as const,
    /** The messages sent to one event's participants; sending one reloads it. */
    list: (eventId: string) => [...queryKeys.messages.all, "list", eventId] as const,
    /** One page of a message's recipients (its page, page_size, state); sending changes none. */
    details: (
      eventId: string,
      messageId: string,
      params: Readonly<Record<string, string | number>>,
    ) => [...queryKeys.messages.all, "details", eventId, messageId, params] as const,
  },
  dashboard: {
    /** The dashboards' charts (dashboard/charts), the caller's events counted by the server. */
    charts: () => ["dashboard", "charts"] as const,
  },
  activity: {
    /** Every activity query; any successful change reloads them (app/query-client.ts). */
    all: ["activity"] as const,
    /** One page of the activity log for its filters, page and page_size. */
    page: (params: Readonly<Record<string, string>>) =>
      [...queryKeys.activity.all, "page", params] as const,
  },
  webhooks: {
    /** Every webhooks query; any change to a webhook or its deliveries reloads them all. */
    all: ["webhooks"] as const,
    /** One event's webhooks, or (null) every webhook the caller may manage. */
    list: (eventId: string | null) => [...queryKeys.webhooks.all, "list", eventId] as const,
    detail: (id: string) => [...queryKeys.webhooks.all, "detail", id] as const,
    /** One page of a webhook's deliveries, newest first. */
    deliveries: (id: string, page: number) =>
      [...queryKeys.webhooks.all, "deliveries", id, page] as const,
  },
  apiTokens: {
    /** The signed-in admin's own tokens; creating and revoking one reload it. */
    list: () => ["api-tokens", "list"] as const,
  },
  passkeys: {
    /** The signed-in account's passkeys and passkey only; adding, removing and the switch reload it. */
    list: () => ["passkeys", "list"] as const,
  },
  privacy: {
    /** Every privacy query; an erasure reloads them all. */
    all: ["privacy"] as const,
    /** What is held on one person, by their e-mail address as personKey gives it. */
    person: (email: string) => [...queryKeys.privacy.all, "person", email] as const,
    /** One page of the record of erasures. */
    erasures: (params: Readonly<Record<string, number>>) =>
      [...queryKeys.privacy.all, "erasures", params] as const,
  },
};
