import type { PublicEvent, PublicRegistrationOutcome } from "@events/contract";
import { buildQuestion } from "@/testing/factories";

// Answers of the public routes for the public page's component tests.

export const SLUG = "harbour-festival";
export const EVENT_PATH = `/api/public/events/${SLUG}`;
export const REGISTER_PATH = `${EVENT_PATH}/registrations`;
/** The shape of a registration's token: <registration id>.<43 base64url characters>. */
export const LINK_TOKEN = `1f0c5e2a-6b1d-4c8e-9a3f-2d7b8c9e0f1a.${"A".repeat(43)}`;

export const travel = buildQuestion(1, {
  type: "single_choice",
  label: "How will you come?",
  required: true,
  options: ["By car", "By train"],
});
export const numberPlate = buildQuestion(2, {
  type: "short_text",
  label: "Your car's number plate",
  help_text: "For the car park's barrier",
  required: true,
  show_if: { question_id: travel.id, answer: "By car" },
});
export const meal = buildQuestion(3, {
  type: "checkbox",
  label: "I would like the dinner",
});
export const diet = buildQuestion(4, {
  type: "multiple_choice",
  label: "Dietary needs",
  options: ["Vegetarian", "Vegan", "No nuts"],
  show_if: { question_id: meal.id, answer: "yes" },
});
export const age = buildQuestion(5, {
  type: "number",
  label: "Age",
  min: 18,
  max: 120,
});

export function buildPublicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    slug: SLUG,
    event_name: "Harbour Festival",
    description: "Two days on the piers.",
    venue: "Pier 17",
    event_datetime: "2030-06-01T09:00:00",
    end_datetime: "2030-06-02T18:00:00",
    time_zone: "Europe/London",
    logo_url: null,
    cover_image_url: null,
    theme_colors: [],
    agenda: null,
    registration: {
      open: true,
      closed_reason: null,
      closed_message: null,
      opens_at: null,
      closes_at: null,
      waiting_list: false,
      approval_required: false,
      places_left: null,
    },
    form: {
      phone_field: "optional",
      username_field: "hidden",
      questions: [travel, numberPlate, meal, diet, age],
      policy_version: "2026-11-27",
    },
    ...overrides,
  };
}

export function buildOutcome(
  overrides: Partial<PublicRegistrationOutcome> = {},
): PublicRegistrationOutcome {
  return {
    status: "registered",
    message: "You are registered. Your ticket is on its way by e-mail.",
    position: null,
    offered_until: null,
    closed_reason: null,
    event_name: "Harbour Festival",
    slug: SLUG,
    ...overrides,
  };
}
