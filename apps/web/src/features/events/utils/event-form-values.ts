import {
  DEFAULT_EVENT_STATUS,
  DEFAULT_THEME_COLORS,
  type Event,
  type EventFormValues,
  type NewEventDefaults,
} from "@events/contract";
import { getDefaultEnd, getDefaultStart } from "@/lib/time-range";

// The event form's values as its inputs hold them, apart from its schema (event-form-schema.ts):
// the events list reads the server's refusals with these on its first load, before the form's
// code (and zod) is asked for.

type EventTextField = Exclude<keyof EventFormValues, "isBranded" | "theme_colors">;

/**
 * The contract's form fields as the inputs hold them (text, or '' where nothing is entered), plus
 * the chosen images, so the field list exists once in the contract.
 */
export type EventFormState = Record<EventTextField, string> & {
  isBranded: boolean;
  theme_colors: string[];
  logo: File | null;
  cover_image: File | null;
};

/** The fields whose absence gives 'Please fill all required fields'. */
export const REQUIRED_EVENT_FIELDS = [
  "event_name",
  "event_status",
  "event_type",
  "event_admin_id",
] as const;

/** The server's defaults for a new event as the form receives them: loading, missing or known. */
export type NewEventDefaultsState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "loaded"; defaults: NewEventDefaults };

/** The fields a new event takes from the server's defaults, as the inputs hold them. */
export const SERVER_DEFAULTED_FIELDS = ["time_zone", "retention_days"] as const;

type ServerDefaultedValues = Pick<EventFormState, (typeof SERVER_DEFAULTED_FIELDS)[number]>;

/** The server's defaults as the inputs show them; none known leaves both empty. */
export function getServerDefaultedValues(
  defaults: NewEventDefaults | undefined,
): ServerDefaultedValues {
  return {
    time_zone: defaults?.time_zone ?? "",
    retention_days: defaults?.retention_days == null ? "" : String(defaults.retention_days),
  };
}

/**
 * A new event: SCHEDULED, from the next 5-minute mark for one hour, default colours, and the
 * server's zone and retention when they are known.
 */
export function getNewEventValues(
  eventAdminId: string | null | undefined,
  now: Date = new Date(),
  defaults?: NewEventDefaults,
): EventFormState {
  const start = getDefaultStart(now);
  return {
    event_name: "",
    event_status: DEFAULT_EVENT_STATUS,
    event_type: "",
    event_admin_id: eventAdminId ?? "",
    event_datetime: start,
    end_datetime: getDefaultEnd(start),
    description: "",
    venue: "",
    isBranded: false,
    invitee_number: "",
    contact_person_name: "",
    contact_person_email: "",
    contact_person_phone: "",
    theme_colors: [...DEFAULT_THEME_COLORS],
    facebook_link: "",
    x_link: "",
    youtube_link: "",
    instagram_link: "",
    website_link: "",
    ...getServerDefaultedValues(defaults),
    logo: null,
    cover_image: null,
  };
}

/** The form filled in from a stored event; its images stay as they are unless replaced. */
export function getEventValues(event: Event): EventFormState {
  return {
    event_name: event.event_name,
    event_status: event.event_status,
    event_type: event.event_type,
    event_admin_id: event.event_admin_id ?? "",
    event_datetime: event.event_datetime ?? "",
    end_datetime: event.end_datetime ?? "",
    time_zone: event.time_zone,
    description: event.description ?? "",
    venue: event.venue ?? "",
    isBranded: event.isBranded,
    invitee_number: event.invitee_number === null ? "" : String(event.invitee_number),
    contact_person_name: event.contact_person_name ?? "",
    contact_person_email: event.contact_person_email ?? "",
    contact_person_phone: event.contact_person_phone ?? "",
    theme_colors: [...event.theme_colors],
    facebook_link: event.facebook_link ?? "",
    x_link: event.x_link ?? "",
    youtube_link: event.youtube_link ?? "",
    instagram_link: event.instagram_link ?? "",
    website_link: event.website_link ?? "",
    retention_days: event.retention_days === null ? "" : String(event.retention_days),
    logo: null,
    cover_image: null,
  };
}

/** The form fields a server's error details may name; theme colours are named one by one. */
export type EventFormField =
  | Exclude<keyof EventFormState, "theme_colors">
  | `theme_colors.${number}`;

const EVENT_FORM_FIELDS = new Set<string>(
  Object.keys(getNewEventValues(null, new Date(0))).filter((field) => field !== "theme_colors"),
);

export function isEventFormField(field: string): field is EventFormField {
  return EVENT_FORM_FIELDS.has(field) || /^theme_colors\.\d+$/.test(field);
}
