import type { Registration } from "@events/contract";
import type { RegistrationRow } from "../db/schema.js";

/** What every answer that holds a registration shows of it, wherever else it is read. */
export function presentRegistrationFields(row: RegistrationRow): Omit<Registration, "position"> {
  return {
    id: row.id,
    event_id: row.event_id,
    state: row.state,
    name: row.name,
    email: row.email,
    phone: row.phone,
    username: row.username,
    answers: row.answers,
    participant_id: row.participant_id,
    offered_until: row.offered_until?.toISOString() ?? null,
    reject_message: row.reject_message,
    created_date: row.created_date.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    updated_date: row.updated_date.toISOString(),
  };
}

/** The one shape a registration leaves the server in, with its place in the waiting list. */
export function presentRegistration(
  row: RegistrationRow,
  position: number | null = null,
): Registration {
  return { ...presentRegistrationFields(row), position };
}
