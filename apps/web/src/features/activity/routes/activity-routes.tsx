import { ActivityScreen } from "../components/activity-screen";

// Both portals' pages in one module, which the router loads for either: one chunk, and one
// entry fewer in the entry script's list of chunks (the login page downloads that list).

export const SystemAdminActivityRoute = () => <ActivityScreen portal="system_admin" />;

/** Reached from an event's Activity card; the server shows an event admin only their events. */
export const EventAdminActivityRoute = () => <ActivityScreen portal="event_admin" />;
