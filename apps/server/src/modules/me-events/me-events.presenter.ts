import type { MyDocument, MyEvent, MyEventDetails, MySession, MyTicket } from "@events/contract";
import { formatWallClock } from "../../db/wall-clock.js";
import { presentPublicSession } from "../../presenters/session.js";
import type {
  AgendaSessionRow,
  DocumentRow,
  EventDetailsRow,
  MyEventRow,
  TicketRow,
} from "./me-events.repository.js";

// The shapes the participants' app receives; storage keys, admins and codes of others stay inside.

const OPENSTREETMAP_SEARCH = "https://www.openstreetmap.org/search?query=";

/** A map search for the venue, or null when there is none to search for. */
export function mapUrlOf(venue: string | null): string | null {
  const query = venue?.trim();
  return query ? `${OPENSTREETMAP_SEARCH}${encodeURIComponent(query)}` : null;
}

/** The event as the list shows it, before its order tells whether it is past. */
export function presentMyEvent(row: MyEventRow): Omit<MyEvent, "is_past"> {
  return {
    id: row.id,
    event_name: row.event_name,
    event_datetime: formatWallClock(row.event_datetime),
    end_datetime: formatWallClock(row.end_datetime),
    time_zone: row.time_zone,
    venue: row.venue,
    event_status: row.event_status,
    logo_url: row.logo_url,
    cover_image_url: row.cover_image_url,
    theme_colors: row.theme_colors,
  };
}

export function presentDocument(row: DocumentRow): MyDocument {
  return {
    id: row.id,
    original_filename: row.original_filename,
    file_type: row.file_type,
    file_size: row.file_size,
    upload_date: row.upload_date.toISOString(),
  };
}

export function presentEventDetails(
  row: EventDetailsRow,
  documents: MyDocument[],
): Omit<MyEventDetails, "is_past"> {
  return {
    ...presentMyEvent(row),
    description: row.description,
    map_url: mapUrlOf(row.venue),
    contact_person_name: row.contact_person_name,
    contact_person_email: row.contact_person_email,
    contact_person_phone: row.contact_person_phone,
    website_link: row.website_link,
    facebook_link: row.facebook_link,
    x_link: row.x_link,
    youtube_link: row.youtube_link,
    instagram_link: row.instagram_link,
    documents,
  };
}

export function presentAgendaSession(row: AgendaSessionRow, clashesWith: string[]): MySession {
  return {
    id: row.id,
    event_id: row.event_id,
    ...presentPublicSession(row),
    image: row.image,
    has_document: row.has_document,
    is_bookmarked: row.is_bookmarked,
    clashes_with: clashesWith,
  };
}

export function presentTicket(row: TicketRow, qrSvg: string, issuedAt: Date): MyTicket {
  return {
    event_id: row.event_id,
    event_name: row.event_name,
    event_datetime: formatWallClock(row.event_datetime),
    time_zone: row.time_zone,
    venue: row.venue,
    participant_name: row.participant_name,
    check_in_code: row.check_in_code,
    qr_svg: qrSvg,
    checked_in_at: row.checked_in_at?.toISOString() ?? null,
    issued_at: issuedAt.toISOString(),
  };
}
