import {
  DEFAULT_REGISTRATION_SETTINGS,
  type Registration,
  type RegistrationCounts,
  type RegistrationSettings,
  type RegistrationSettingsResponse,
  type RegistrationsResponse,
} from "@events/contract";
import { EVENT_ID, numberedId } from "@/testing/factories";

export const SETTINGS_URL = `/api/events/${EVENT_ID}/registration`;
export const REGISTRATIONS_URL = `/api/events/${EVENT_ID}/registrations`;
export const REGISTRATIONS_FIRST_PAGE = `${REGISTRATIONS_URL}?page=1&page_size=25`;

/** A distinct, readable id for the n-th registration. */
export function registrationId(n: number): string {
  return numberedId("8", n);
}

export function buildCounts(overrides: Partial<RegistrationCounts> = {}): RegistrationCounts {
  return {
    registered: 12,
    pending: 2,
    offered: 1,
    waiting: 3,
    capacity: 50,
    places_left: 35,
    ...overrides,
  };
}

export function buildSettings(overrides: Partial<RegistrationSettings> = {}): RegistrationSettings {
  return {
    ...DEFAULT_REGISTRATION_SETTINGS,
    slug: "spring-gala",
    removed_questions: [],
    saved: true,
    public_path: "/e/spring-gala",
    ...overrides,
  };
}

export function buildSettingsResponse(
  settings: Partial<RegistrationSettings> = {},
  counts: Partial<RegistrationCounts> = {},
): RegistrationSettingsResponse {
  return { registration: buildSettings(settings), counts: buildCounts(counts) };
}

export function buildRegistration(n: number, overrides: Partial<Registration> = {}): Registration {
  return {
    id: registrationId(n),
    event_id: EVENT_ID,
    state: "pending",
    name: `Person ${n}`,
    email: `person${n}@example.org`,
    phone: null,
    username: null,
    answers: {},
    participant_id: null,
    position: null,
    offered_until: null,
    reject_message: null,
    created_date: "2025-03-01T09:30:00.000Z",
    confirmed_at: "2025-03-01T09:35:00.000Z",
    updated_date: "2025-03-01T09:35:00.000Z",
    ...overrides,
  };
}

/** The registrations list's answer: these registrations, all on its first page, and the counts. */
export function registrationsAnswer(registrations: Registration[], counts = buildCounts()) {
  const body: RegistrationsResponse = {
    registrations,
    page_info: { total: registrations.length, page: 1, page_size: 25 },
    counts,
  };
  return { body };
}
