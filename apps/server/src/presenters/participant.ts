import type { Participant } from "@events/contract";
import type { ParticipantWithAppSignIn } from "../people/app-sign-ins.js";

/** The one shape a participant leaves the server in. */
export function presentParticipant(row: ParticipantWithAppSignIn): Participant {
  return {
    id: row.id,
    event_id: row.event_id,
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    username: row.username,
    participant_role: row.participant_role,
    profile_image: row.profile_image,
    status: row.status,
    skip_otp: row.skip_otp,
    checked_in_at: row.checked_in_at?.toISOString() ?? null,
    checked_in_by: row.checked_in_by,
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
    app_last_signed_in_at: row.app_last_signed_in_at,
    answers: row.answers,
  };
}
