import type { Answers, ParticipantInput, ParticipantUpdate } from "@events/contract";
import type { NewParticipant, TakenIdentity } from "./participants.repository.js";

// What create, update and import make of a participant's input: the row they write, and the one
// rule that within an event an e-mail or username (either case) appears once.

type SentFields = Pick<
  ParticipantInput,
  "name" | "email" | "phone" | "username" | "participant_role" | "skip_otp"
>;

/** The fields create and update store as they were sent; an update may leave any of them out. */
export function sentFields(input: ParticipantInput): SentFields;
export function sentFields(input: ParticipantUpdate): Partial<SentFields>;
export function sentFields(input: Partial<SentFields>): Partial<SentFields> {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    username: input.username,
    participant_role: input.participant_role,
    skip_otp: input.skip_otp,
  };
}

/** The row a create or an import writes for one participant's input (an import's with answers). */
export function toNewParticipant(
  input: ParticipantInput,
  profileImage: string | null,
  answers: Answers = {},
): NewParticipant {
  return { event_id: input.event_id, ...sentFields(input), profile_image: profileImage, answers };
}

/** What must be unique in an event; id when the participant is already stored (an update). */
export interface ParticipantIdentity {
  id?: string | undefined;
  event_id: string;
  email: string;
  username: string;
}

const IDENTITY_FIELDS = ["email", "username"] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** An e-mail or username of the candidate at index that may not be stored. */
export type Duplicate =
  | { kind: "repeated"; index: number; field: IdentityField; value: string; firstIndex: number }
  | { kind: "taken"; index: number; field: IdentityField; value: string };

const identityKey = (eventId: string, value: string) => `${eventId}\n${value.toLowerCase()}`;

/**
 * The duplicate rule of create, update and import. For each candidate in order: its e-mail or
 * username repeating an earlier candidate of the same event (firstIndex names that one), then
 * those its event already has among taken, the candidate's own stored row aside; e-mail before
 * username in each.
 */
export function findDuplicates(
  candidates: readonly ParticipantIdentity[],
  taken: readonly TakenIdentity[],
): Duplicate[] {
  const takenBy = new Map<string, string[]>();
  for (const identity of taken) {
    for (const field of IDENTITY_FIELDS) {
      const key = `${field}\n${identityKey(identity.event_id, identity[field])}`;
      takenBy.set(key, [...(takenBy.get(key) ?? []), identity.id]);
    }
  }
  const firstIndexOf = new Map<string, number>();
  return candidates.flatMap((candidate, index) => {
    const repeated: Duplicate[] = [];
    const alreadyTaken: Duplicate[] = [];
    for (const field of IDENTITY_FIELDS) {
      const value = candidate[field];
      const key = `${field}\n${identityKey(candidate.event_id, value)}`;
      const firstIndex = firstIndexOf.get(key);
      if (firstIndex === undefined) firstIndexOf.set(key, index);
      else repeated.push({ kind: "repeated", index, field, value, firstIndex });
      if (takenBy.get(key)?.some((id) => id !== candidate.id)) {
        alreadyTaken.push({ kind: "taken", index, field, value });
      }
    }
    return [...repeated, ...alreadyTaken];
  });
}
