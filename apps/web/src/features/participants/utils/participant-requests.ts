import type { ParticipantRowOutput } from "./participant-form-schema";

/** create-multiple when no row has an image; one create-single per row otherwise (spec §7). */
export type CreateMode = "multiple" | "single";

export function getCreateMode(rows: readonly Pick<ParticipantRowOutput, "profile_image">[]) {
  return rows.some((row) => row.profile_image) ? ("single" as const) : ("multiple" as const);
}

export type ParticipantRequestEntry = {
  name: string;
  email: string;
  phone: string;
  username: string;
  skip_otp: boolean;
  event_id: string;
  participant_role: string;
};

function toRequestEntry(row: ParticipantRowOutput): ParticipantRequestEntry {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone ?? "",
    username: row.username,
    skip_otp: row.skip_otp,
    event_id: row.event_id,
    participant_role: row.participant_role,
  };
}

/** create-multiple's JSON body; phone is '' when none was given. */
export function buildCreateMultipleBody(rows: readonly ParticipantRowOutput[]): {
  participants: ParticipantRequestEntry[];
} {
  return { participants: rows.map(toRequestEntry) };
}

/** create-single's multipart fields, with the image when one was chosen. */
export function buildParticipantFormData(row: ParticipantRowOutput): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(toRequestEntry(row))) {
    formData.append(key, String(value));
  }
  if (row.profile_image) formData.append("profile_image", row.profile_image);
  return formData;
}
