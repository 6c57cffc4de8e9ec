import type { RegistrationSettingsInput } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getEventQueryOptions } from "@/api/events/get-event";
import { getRegistrationSettingsQueryOptions } from "@/api/registration/get-registration-settings";
import { buildEvent, buildQuestion, EVENT_ID, questionId } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { renderWithCache } from "@/testing/render-with-cache";
import { stubJsonServer } from "@/testing/stub-json-server";
import { buildSettingsResponse, SETTINGS_URL } from "../testing/fake-registration-server";
import { RegistrationSettingsScreen } from "./registration-settings-screen";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSettings(response = buildSettingsResponse()) {
  renderWithCache(
    inPortal("event_admin", <RegistrationSettingsScreen eventId={EVENT_ID} />),
    (client) => {
      client.setQueryData(
        getEventQueryOptions(EVENT_ID).queryKey,
        buildEvent({ time_zone: "America/New_York" }),
      );
      client.setQueryData(getRegistrationSettingsQueryOptions(EVENT_ID).queryKey, response);
    },
    { withToasts: true },
  );
  return userEvent.setup();
}

/** The PUT answers with what it was sent, as a server that saved it would. */
function stubSavingServer() {
  return stubJsonServer({
    [`PUT ${SETTINGS_URL}`]: (body) => ({
      body: buildSettingsResponse(body as RegistrationSettingsInput),
    }),
    [`GET ${SETTINGS_URL}`]: { body: buildSettingsResponse() },
  });
}

function getQuestion(position: number) {
  return screen.getByRole("group", { name: `Question ${position}` });
}

/** The questions' labels as the form lists them, in order. */
function readQuestionLabels(): string[] {
  return screen
    .getAllByRole("textbox", { name: "Question" })
    .map((input) => (input as HTMLInputElement).value);
}

function sentSettings(server: ReturnType<typeof stubJsonServer>) {
  const [put] = server.writes();
  return put?.body as RegistrationSettingsInput;
}

describe("QuestionEditor", () => {
  it("adds a question shown only when an earlier choice has an answer, and saves both", async () => {
    const server = stubSavingServer();
    const user = renderSettings();
    expect(screen.getByRole("heading", { name: "No questions yet" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add question" }));
    const hotel = getQuestion(1);
    await user.type(
      within(hotel).getByRole("textbox", { name: "Question" }),
      "Do you need a hotel?",
    );
    await user.selectOptions(
      within(hotel).getByRole("combobox", { name: "Type" }),
      "Single choice",
    );
    await user.type(within(hotel).getByRole("textbox", { name: "Options" }), "Yes{Enter}No");
    await user.click(within(hotel).getByRole("checkbox", { name: "Answer required" }));

    await user.click(screen.getByRole("button", { name: "Add question" }));
    const nights = getQuestion(2);
    await user.type(within(nights).getByRole("textbox", { name: "Question" }), "How many nights?");
    await user.selectOptions(within(nights).getByRole("combobox", { name: "Type" }), "Number");
    await user.type(within(nights).getByRole("spinbutton", { name: "Minimum" }), "1");
    // Only earlier choice or checkbox questions can decide; the first answer is taken at once.
    const showWhen = within(nights).getByRole("combobox", { name: "Show only when" });
    expect(
      within(showWhen)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Always shown", "Do you need a hotel?"]);
    await user.selectOptions(showWhen, "Do you need a hotel?");
    const answer = within(nights).getByRole("combobox", { name: "has the answer" });
    expect(answer).toHaveValue("Yes");
    await user.selectOptions(answer, "No");
    await user.selectOptions(answer, "Yes");

    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Registration settings saved")).toBeInTheDocument();
    const { questions } = sentSettings(server);
    expect(questions).toHaveLength(2);
    const [first, second] = questions;
    expect(first?.id).toMatch(UUID);
    expect(second?.id).toMatch(UUID);
    expect(first?.id).not.toBe(second?.id);
    expect(first).toMatchObject({
      type: "single_choice",
      label: "Do you need a hotel?",
      required: true,
      options: ["Yes", "No"],
      show_if: null,
    });
    expect(second).toMatchObject({
      type: "number",
      label: "How many nights?",
      required: false,
      options: [],
      min: 1,
      max: null,
      show_if: { question_id: first?.id, answer: "Yes" },
    });
  });

  it("moves questions up and down from the keyboard, focus staying on the button pressed", async () => {
    const server = stubSavingServer();
    const user = renderSettings(
      buildSettingsResponse({
        questions: [
          buildQuestion(1, { label: "Company" }),
          buildQuestion(2, { label: "Diet", type: "checkbox" }),
          buildQuestion(3, {
            label: "Allergies",
            show_if: { question_id: questionId(2), answer: "yes" },
          }),
        ],
      }),
    );
    expect(readQuestionLabels()).toEqual(["Company", "Diet", "Allergies"]);

    within(getQuestion(1)).getByRole("button", { name: "Move question 1 down" }).focus();
    await user.keyboard("{Enter}");
    expect(readQuestionLabels()).toEqual(["Diet", "Company", "Allergies"]);
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Move question 2 down" }),
    );
    await user.keyboard("{Enter}");
    expect(readQuestionLabels()).toEqual(["Diet", "Allergies", "Company"]);
    // At the end the button stays, focused, and does nothing.
    expect(document.activeElement).toHaveAccessibleName("Move question 3 down");
    expect(document.activeElement).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Enter}");
    expect(readQuestionLabels()).toEqual(["Diet", "Allergies", "Company"]);

    // Allergies above the checkbox it depends on cannot stay so: the form says why.
    within(getQuestion(2)).getByRole("button", { name: "Move question 2 up" }).focus();
    await user.keyboard(" ");
    expect(readQuestionLabels()).toEqual(["Allergies", "Diet", "Company"]);
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(
      await within(getQuestion(1)).findByText(
        "A question can only depend on an earlier choice or checkbox question",
      ),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);

    await user.click(within(getQuestion(1)).getByRole("button", { name: "Move question 1 down" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(sentSettings(server).questions.map(({ label }) => label)).toEqual([
      "Diet",
      "Allergies",
      "Company",
    ]);
  });

  it("marks each rule the form breaks beside its field and sends nothing", async () => {
    const server = stubSavingServer();
    const user = renderSettings(buildSettingsResponse({ slug: null, public_path: null }));
    await user.click(screen.getByRole("checkbox", { name: "Publish the event's page" }));
    await user.type(screen.getByRole("spinbutton", { name: "Capacity" }), "0");
    await user.click(screen.getByRole("button", { name: "Add question" }));
    await user.selectOptions(
      within(getQuestion(1)).getByRole("combobox", { name: "Type" }),
      "Several choices",
    );
    await user.type(within(getQuestion(1)).getByRole("textbox", { name: "Options" }), "Tea");

    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(
      await screen.findByText("Some settings need attention: see the marked fields."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Page address" })).toHaveAccessibleDescription(
      /Choose the page's address before publishing it/,
    );
    expect(screen.getByRole("spinbutton", { name: "Capacity" })).toHaveAccessibleDescription(
      /Capacity must be a whole number from 1 to 1000000, or empty for unlimited/,
    );
    const question = getQuestion(1);
    expect(within(question).getByRole("textbox", { name: "Question" })).toHaveAccessibleDescription(
      "Every question needs a label",
    );
    expect(within(question).getByRole("textbox", { name: "Options" })).toHaveAccessibleDescription(
      /A choice question needs at least two options/,
    );
    expect(server.writes()).toEqual([]);

    // Each mark goes once its field is put right.
    await user.type(within(question).getByRole("textbox", { name: "Options" }), "{Enter}Coffee");
    expect(
      within(question).queryByText("A choice question needs at least two options"),
    ).not.toBeInTheDocument();
  });

  it("shows a taken address beside its field and keeps everything typed", async () => {
    const server = stubJsonServer({
      [`PUT ${SETTINGS_URL}`]: {
        status: 409,
        body: {
          error: "Another event already uses this address",
          details: [{ field: "slug", message: "Another event already uses this address" }],
        },
      },
    });
    const user = renderSettings();
    const slug = screen.getByRole("textbox", { name: "Page address" });
    await user.clear(slug);
    await user.type(slug, "summer-gala");
    expect(screen.getByRole("link", { name: /\/e\/summer-gala/ })).toHaveAttribute(
      "href",
      `${window.location.origin}/e/summer-gala`,
    );
    await user.click(screen.getByRole("button", { name: "Add question" }));
    await user.type(within(getQuestion(1)).getByRole("textbox", { name: "Question" }), "Company");

    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/Another event already uses this address/),
    );
    expect(slug).toHaveValue("summer-gala");
    expect(within(getQuestion(1)).getByRole("textbox", { name: "Question" })).toHaveValue(
      "Company",
    );
    expect(server.writes()).toHaveLength(1);
  });

  it("drops the condition of a question whose deciding question is removed", async () => {
    const server = stubSavingServer();
    const user = renderSettings(
      buildSettingsResponse({
        questions: [
          buildQuestion(1, { label: "Diet", type: "checkbox" }),
          buildQuestion(2, {
            label: "Allergies",
            show_if: { question_id: questionId(1), answer: "yes" },
          }),
        ],
      }),
    );
    expect(
      within(getQuestion(2)).getByRole("combobox", { name: "has the answer" }),
    ).toHaveDisplayValue("Ticked");

    await user.click(screen.getByRole("button", { name: "Remove question 1" }));
    expect(readQuestionLabels()).toEqual(["Allergies"]);
    expect(document.activeElement).toHaveTextContent("Question 1");
    // With nothing earlier to depend on, it is always shown and offers no condition.
    expect(
      within(getQuestion(1)).queryByRole("combobox", { name: "Show only when" }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(sentSettings(server).questions).toEqual([
      expect.objectContaining({ id: questionId(2), label: "Allergies", show_if: null }),
    ]);
  });
});
