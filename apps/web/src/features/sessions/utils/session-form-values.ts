import type { Session } from "@events/contract";
import { getDefaultEnd, getDefaultStart } from "@/lib/time-range";

// The session form's values as its inputs hold them, apart from its schema
// (session-form-schema.ts): the sessions screens read the server's refusals with these on their
// first load, before the form's code (and zod) is asked for.

/** The form's fields as the inputs hold them ('' where nothing is entered or chosen). */
export type SessionFormValues = {
  event_id: string;
  name: string;
  session_type: string;
  other_session_type: string;
  description: string;
  venue: string;
  start_datetime: string;
  end_datetime: string;
  /** The stored image's path, sent back to keep it when no new image is chosen. */
  image_url: string;
  image: File | null;
};

export type SessionFormField = Exclude<keyof SessionFormValues, "event_id">;

/** The fields whose absence gives 'Please fill in all required fields'. */
export const REQUIRED_SESSION_FIELDS = ["name", "session_type"] as const;
export const SESSION_DATE_FIELDS = ["start_datetime", "end_datetime"] as const;

const SESSION_FORM_FIELDS = new Set<string>([
  "name",
  "session_type",
  "other_session_type",
  "description",
  "venue",
  "start_datetime",
  "end_datetime",
  "image_url",
  "image",
]);

export function isSessionFormField(field: string): field is SessionFormField {
  return SESSION_FORM_FIELDS.has(field);
}

/** A new session: from now rounded up to 5 minutes, for one hour (spec doc 2 §9). */
export function getNewSessionValues(eventId: string, now: Date = new Date()): SessionFormValues {
  const start = getDefaultStart(now);
  return {
    event_id: eventId,
    name: "",
    session_type: "",
    other_session_type: "",
    description: "",
    venue: "",
    start_datetime: start,
    end_datetime: getDefaultEnd(start),
    image_url: "",
    image: null,
  };
}

/** The form filled in from a stored session; its image stays unless another is chosen. */
export function getSessionValues(session: Session): SessionFormValues {
  return {
    event_id: session.event_id,
    name: session.name,
    session_type: session.session_type,
    other_session_type: session.other_session_type ?? "",
    description: session.description ?? "",
    venue: session.venue ?? "",
    start_datetime: session.start_datetime,
    end_datetime: session.end_datetime,
    image_url: session.image_url ?? session.image ?? "",
    image: null,
  };
}
