export const paths = {
  home: "/",
  login: "/login",
  verifyOtp: "/verify-otp",
  privacyPolicy: "/privacy-policy",
  dashboard: "/dashboard",
  register: "/register",
  adminLogin: "/admin/login",
  systemAdmin: {
    root: "/system-admin",
    dashboard: "/system-admin/dashboard",
    systemAdmins: "/system-admin/system-admins",
    eventAdmins: "/system-admin/event-admins",
    events: "/system-admin/events",
    eventDetails: (id: string) => `/system-admin/event-details/${encodeURIComponent(id)}`,
    eventParticipants: (id: string) => `/system-admin/event-participants/${encodeURIComponent(id)}`,
    eventSessions: (id: string) => `/system-admin/event-sessions/${encodeURIComponent(id)}`,
  },
  eventAdmin: {
    root: "/event-admin",
    dashboard: "/event-admin/dashboard",
    events: "/event-admin/events",
    sessions: "/event-admin/sessions",
    participants: "/event-admin/participants",
    eventDetails: (id: string) => `/event-admin/event-details/${encodeURIComponent(id)}`,
    eventParticipants: (id: string) => `/event-admin/event-participants/${encodeURIComponent(id)}`,
    eventSessions: (id: string) => `/event-admin/event-sessions/${encodeURIComponent(id)}`,
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
} as const;
