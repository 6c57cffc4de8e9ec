import type { Question, RegistrationSettingsResponse } from "@events/contract";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type AnswerForm,
  getRegistrationSettingsQueryOptions,
} from "@/api/registration/get-registration-settings";
import { ApiError } from "@/lib/api-error";
import { buildParticipant, buildQuestion, EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { stubJsonServer } from "@/testing/stub-json-server";
import { participantsPages } from "../testing/participants-pages";
import { EditParticipantForm, type EditParticipantFormProps } from "./edit-participant-form";
import { EventParticipantsScreen, SCREEN_PAGE_SIZE } from "./event-participants-screen";

const MEAL = "00000000-0000-4000-8009-000000000001";
const HOTEL = "00000000-0000-4000-8009-000000000002";
const NIGHTS = "00000000-0000-4000-8009-000000000003";
const SHIRT = "00000000-0000-4000-8009-000000000004";

/** A question of the event's form with that id; what the fields leave out is the factory's. */
const question = (id: string, fields: Partial<Question> & Pick<Question, "type" | "label">) =>
  buildQuestion(0, { ...fields, id });

const answerForm: AnswerForm = {
  questions: [
    question(MEAL, { type: "single_choice", label: "Meal", options: ["Meat", "Fish", "Vegan"] }),
    question(HOTEL, { type: "checkbox", label: "Needs a hotel" }),
    question(NIGHTS, {
      type: "number",
      label: "Nights",
      min: 1,
      max: 14,
      show_if: { question_id: HOTEL, answer: "yes" },
    }),
  ],
  removed_questions: [
    { id: SHIRT, type: "short_text", label: "T-shirt size", removed_at: "2025-02-01T10:00:00Z" },
  ],
};

const ada = buildParticipant({
  answers: { [MEAL]: "Vegan", [HOTEL]: true, [NIGHTS]: 3, [SHIRT]: "M" },
});
const grace = buildParticipant({
  id: "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e73",
  name: "Grace Hopper",
  email: "grace@example.com",
  username: "grace",
  answers: { [MEAL]: "Fish" },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function settingsAnswer(): RegistrationSettingsResponse {
  return {
    registration: {
      published: true,
      is_open: true,
      opens_at: null,
      closes_at: null,
      capacity: null,
      waiting_list: false,
      offer_hours: 48,
      approval_required: false,
      participant_role: "attendee",
      slug: "spring-gala",
      publish_agenda: false,
      phone_field: "optional",
      username_field: "hidden",
      ...answerForm,
      saved: true,
      public_path: "/e/spring-gala",
    },
    counts: {
      registered: 2,
      pending: 0,
      offered: 0,
      waiting: 0,
      capacity: null,
      places_left: null,
    },
  };
}

function readDetails(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(card)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""]),
  );
}

describe("A participant's registration answers", () => {
  it("are shown on their card under each question, those to removed questions marked", () => {
    renderWithCache(
      inPortal("system_admin", <EventParticipantsScreen eventId={EVENT_ID} />),
      (client) => {
        participantsPages(SCREEN_PAGE_SIZE).seedPage(client, {}, [ada]);
        client.setQueryData(
          getRegistrationSettingsQueryOptions(EVENT_ID).queryKey,
          settingsAnswer(),
        );
      },
    );
    expect(readDetails(screen.getByRole("article", { name: "Ada Lovelace" }))).toMatchObject({
      Meal: "Vegan",
      "Needs a hotel": "Yes",
      Nights: "3",
      "T-shirt size (removed question)": "M",
    });
  });

  it("narrow the list when filtered by the answer to a question", async () => {
    const filteredPage = `/api/participants/get-all-participants-by-event/${EVENT_ID}?page=1&page_size=${SCREEN_PAGE_SIZE}&answer_question=${MEAL}&answer_value=Fish`;
    const server = stubJsonServer({
      [`GET ${filteredPage}`]: {
        body: participantsPages(SCREEN_PAGE_SIZE).answerOf(1, [grace], 1),
      },
      [`GET /api/events/${EVENT_ID}/registration`]: { body: settingsAnswer() },
    });
    renderWithCache(
      inPortal("event_admin", <EventParticipantsScreen eventId={EVENT_ID} />),
      (client) =>
        participantsPages(SCREEN_PAGE_SIZE).seedPage(
          client,
          {},
          [ada, grace].map((participant) => ({ ...participant, answers: {} })),
        ),
    );
    const user = userEvent.setup();
    // Nobody shown has answers, so the questions are asked for only when the filter opens.
    expect(server.requests).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Filter by answer" }));
    const questionChoice = await screen.findByRole("combobox", { name: "Question" });
    await user.selectOptions(questionChoice, "Meal");
    const answerChoice = screen.getByRole("combobox", { name: "Answer" });
    expect(
      within(answerChoice)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose an answer", "Meat", "Fish", "Vegan"]);
    await user.selectOptions(answerChoice, "Fish");

    expect(await screen.findByText("1 of 2 participants")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Ada Lovelace" })).not.toBeInTheDocument();
    expect(server.requests.map(({ url }) => url)).toContain(filteredPage);
  });
});

describe("EditParticipantForm's answers", () => {
  function renderForm(props: Partial<EditParticipantFormProps> = {}) {
    const onSubmit = vi.fn<EditParticipantFormProps["onSubmit"]>(async () => undefined);
    render(
      <EditParticipantForm
        participant={ada}
        answerForm={answerForm}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
        {...props}
      />,
    );
    return { onSubmit, user: userEvent.setup() };
  }

  it("edits each answer with its type's input, a conditional one shown only on its answer", async () => {
    const { onSubmit, user } = renderForm();
    const answers = screen.getByRole("region", { name: "Registration answers" });
    expect(within(answers).getByRole("combobox", { name: "Meal" })).toHaveValue("Vegan");
    const hotel = within(answers).getByRole("checkbox", { name: "Needs a hotel" });
    expect(hotel).toBeChecked();
    const nights = within(answers).getByRole("spinbutton", { name: "Nights" });
    expect(nights).toHaveValue(3);
    // A removed question's answer is kept and shown, not edited.
    expect(within(answers).getByText("T-shirt size (removed question)")).toBeInTheDocument();
    expect(within(answers).queryByRole("textbox", { name: /T-shirt/ })).not.toBeInTheDocument();

    await user.click(hotel);
    expect(within(answers).queryByRole("spinbutton", { name: "Nights" })).not.toBeInTheDocument();
    await user.click(hotel);
    await user.clear(within(answers).getByRole("spinbutton", { name: "Nights" }));
    await user.type(within(answers).getByRole("spinbutton", { name: "Nights" }), "20");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await within(answers).findByText("At most 14")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(within(answers).getByRole("spinbutton", { name: "Nights" }));
    await user.type(within(answers).getByRole("spinbutton", { name: "Nights" }), "2");
    await user.selectOptions(within(answers).getByRole("combobox", { name: "Meal" }), "Fish");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Ada Lovelace",
        answers: { [MEAL]: "Fish", [HOTEL]: true, [NIGHTS]: "2" },
      }),
    );
  });

  it("says what is wrong with an answer in the reader's language, its own check's and the server's", async () => {
    await showTextsIn("de");
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, "Invalid input", "Invalid input", [
        {
          field: `answers.${MEAL}`,
          message: "Choose one of the options",
          code: "answers.oneOption",
        },
      ]);
    });
    const { user } = renderForm({ onSubmit });
    const nights = () => screen.getByRole("spinbutton", { name: "Nights" });
    await user.clear(nights());
    await user.type(nights(), "0");
    await user.click(screen.getByRole("button", { name: "Änderungen speichern" }));
    expect(await screen.findByText("Mindestens 1")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(nights());
    await user.type(nights(), "2");
    await user.click(screen.getByRole("button", { name: "Änderungen speichern" }));
    expect(await screen.findByText("Wählen Sie eine der Optionen")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Meal" })).toHaveAttribute("aria-invalid", "true");
  });

  it("leaves the answers out, kept as stored, while the questions are not known", async () => {
    const { onSubmit, user } = renderForm({ answerForm: undefined });
    expect(screen.queryByRole("region", { name: "Registration answers" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ answers: undefined }));
  });
});
