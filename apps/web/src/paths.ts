/** The pages both portals have, under the portal's root. */
function portalPaths<TRoot extends string>(root: TRoot) {
  return {
    root,
    dashboard: `${root}/dashboard`,
    events: `${root}/events`,
    eventDetails: (id: string) => `${root}/event-details/${encodeURIComponent(id)}`,
    eventParticipants: (id: string) => `${root}/event-participants/${encodeURIComponent(id)}`,
    eventSessions: (id: string) => `${root}/event-sessions/${encodeURIComponent(id)}`,
    /** The event's registration settings and questions (features/registration). */
    eventRegistration: (id: string) => `${root}/event-registration/${encodeURIComponent(id)}`,
    /** Who registered for the event, by state, with approval and rejection. */
    eventRegistrations: (id: string) => `${root}/event-registrations/${encodeURIComponent(id)}`,
    /** Who may check people in at the event, and their paired devices (features/door-staff). */
    eventStaff: (id: string) => `${root}/event-staff/${encodeURIComponent(id)}`,
    /** The activity log; its filters are the address's query (features/activity). */
    activity: `${root}/activity`,
    /** The signed-in admin's own API tokens, from the menu their name opens (features/api-tokens). */
    apiTokens: `${root}/api-tokens`,
    /** The signed-in user's own passkeys, from the same menu (features/passkeys). */
    passkeys: `${root}/passkeys`,
    /** One webhook's deliveries, with redelivery and a test (features/webhooks). */
    webhookDeliveries: (id: string) => `${root}/webhooks/${encodeURIComponent(id)}`,
    checkIn: (id: string) => `${root}/check-in/${encodeURIComponent(id)}`,
    /** The event's printable badges; `participantIds` narrows them to a selection. */
    badges: (id: string, participantIds: readonly string[] = []) =>
      `${root}/badges/${encodeURIComponent(id)}${
        participantIds.length > 0
          ? `?${new URLSearchParams({ ids: participantIds.join(",") })}`
          : ""
      }`,
  } as const;
}

export const paths = {
  home: "/",
  login: "/login",
  verifyOtp: "/verify-otp",
  privacyPolicy: "/privacy-policy",
  dashboard: "/dashboard",
  register: "/register",
  adminLogin: "/admin/login",
  systemAdmin: {
    ...portalPaths("/system-admin"),
    systemAdmins: "/system-admin/system-admins",
    eventAdmins: "/system-admin/event-admins",
    /** What is held on a person, by e-mail, and their erasure (features/privacy). */
    privacy: "/system-admin/privacy",
    /** Every webhook, of each event and of all events (features/webhooks). */
    webhooks: "/system-admin/webhooks",
  },
  eventAdmin: {
    ...portalPaths("/event-admin"),
    sessions: "/event-admin/sessions",
    participants: "/event-admin/participants",
  },
  /** Door staff's own pages; admins may open them too, at the events they manage. */
  door: {
    /** The events the signed-in user may check people in at. */
    root: "/door",
    checkIn: (id: string) => `/door/check-in/${encodeURIComponent(id)}`,
    /** The signed-in user's own passkeys, as the portals have them. */
    passkeys: "/door/passkeys",
    /** Opened from the pairing QR code, the code in the fragment: `#code=…`. */
    pair: "/door/pair",
    /** Opened from the invitation e-mail, the token in the fragment: `#token=…`. */
    choosePassword: "/door/choose-password",
  },
} as const;

/** Route patterns relative to their area, as the route table declares them. */
export const areaRoutes = {
  dashboard: "dashboard",
  systemAdmins: "system-admins",
  eventAdmins: "event-admins",
  events: "events",
  sessions: "sessions",
  participants: "participants",
  eventDetails: "event-details/:id",
  eventParticipants: "event-participants/:id",
  eventSessions: "event-sessions/:id",
  eventRegistration: "event-registration/:id",
  eventRegistrations: "event-registrations/:id",
  eventStaff: "event-staff/:id",
  checkIn: "check-in/:id",
  badges: "badges/:id",
  activity: "activity",
  apiTokens: "api-tokens",
  passkeys: "passkeys",
  privacy: "privacy",
  webhooks: "webhooks",
  webhookDeliveries: "webhooks/:id",
} as const;
