import { REGISTRATION_MESSAGES } from "@events/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, stubAppServer } from "../../participant-app/testing/app-server-stub";
import { clearPublicEvents } from "../api/public-api";
import { EventPage } from "../event/event-page";
import { SOLVED_CHALLENGE } from "../pow/__mocks__/proof-of-work";
import { prepareProofOfWork } from "../pow/proof-of-work";
import {
  age,
  buildPublicEvent,
  diet,
  EVENT_PATH,
  meal,
  numberPlate,
  REGISTER_PATH,
  SLUG,
  travel,
} from "../testing/public-event";

vi.mock("../pow/proof-of-work");

const STARTED = {
  status: "confirmation_sent",
  message: REGISTRATION_MESSAGES.checkEmail,
  confirmation_token: "token-of-the-code",
};

beforeEach(() => {
  clearPublicEvents();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function openForm(event = buildPublicEvent()) {
  const server = stubAppServer({ [`GET ${EVENT_PATH}`]: answer({ event }) });
  render(<EventPage slug={SLUG} />);
  await screen.findByRole("heading", { level: 1, name: event.event_name });
  return { server, user: userEvent.setup() };
}

const field = (name: string | RegExp) => screen.getByRole("textbox", { name });
const queryField = (name: string | RegExp) => screen.queryByRole("textbox", { name });
const group = (name: string | RegExp) => screen.getByRole("group", { name });
const register = () => screen.getByRole("button", { name: "Register" });

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name (required)"), "Ada Lovelace");
  await user.type(field(/^E-mail address/), "ada@example.com");
  await user.click(screen.getByRole("checkbox", { name: /I accept the privacy policy/ }));
}

describe("the registration form's conditional questions", () => {
  it("shows a question only while its condition's answer is chosen, says so, and keeps what was typed in it", async () => {
    const { user } = await openForm();
    expect(queryField(/number plate/)).not.toBeInTheDocument();

    await user.click(within(group(/How will you come/)).getByRole("radio", { name: "By car" }));
    const plate = field("Your car's number plate (required)");
    expect(plate).toHaveAccessibleDescription("For the car park's barrier");
    expect(screen.getByText("New question: Your car's number plate")).toBeInTheDocument();
    await user.type(plate, "AB12 CDE");

    await user.click(within(group(/How will you come/)).getByRole("radio", { name: "By train" }));
    expect(queryField(/number plate/)).not.toBeInTheDocument();
    await user.click(within(group(/How will you come/)).getByRole("radio", { name: "By car" }));
    expect(field(/number plate/)).toHaveValue("AB12 CDE");
  });

  it("shows a question that depends on a checkbox once it is ticked", async () => {
    const { user } = await openForm();
    expect(screen.queryByRole("group", { name: "Dietary needs" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: meal.label }));
    expect(group("Dietary needs")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: meal.label }));
    expect(screen.queryByRole("group", { name: "Dietary needs" })).not.toBeInTheDocument();
  });

  it("sends only the shown questions' answers, each as its type, with the policy's version, the honeypot and the solved challenge", async () => {
    const { server, user } = await openForm();
    server.route(`POST ${REGISTER_PATH}`, answer(STARTED, { status: 202 }));
    await fillDetails(user);
    await user.type(field(/^Phone/), "+44 20 7946 0000");
    await user.click(within(group(/How will you come/)).getByRole("radio", { name: "By car" }));
    await user.type(field(/number plate/), "AB12 CDE");
    // Typed, then hidden again: not sent.
    await user.click(within(group(/How will you come/)).getByRole("radio", { name: "By train" }));
    await user.click(screen.getByRole("checkbox", { name: meal.label }));
    await user.click(within(group("Dietary needs")).getByRole("checkbox", { name: "No nuts" }));
    await user.click(within(group("Dietary needs")).getByRole("checkbox", { name: "Vegan" }));
    await user.type(screen.getByRole("spinbutton", { name: "Age" }), "42");
    await user.click(register());

    expect(
      await screen.findByRole("heading", { level: 2, name: "Check your e-mail" }),
    ).toHaveFocus();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(server.callsTo(`POST ${REGISTER_PATH}`).map((request) => request.body)).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "+44 20 7946 0000",
        username: null,
        answers: {
          [travel.id]: "By train",
          [meal.id]: true,
          [diet.id]: ["Vegan", "No nuts"],
          [age.id]: 42,
        },
        accept_privacy_policy: true,
        policy_version: "2026-11-27",
        website: "",
        pow: SOLVED_CHALLENGE,
        language: "en",
      },
    ]);
  });
});

describe("the registration form's field errors", () => {
  it("refuses missing answers without sending, each error under its field, the focus on the first", async () => {
    const { server, user } = await openForm();
    await user.click(within(group(/How will you come/)).getByRole("radio", { name: "By car" }));
    await user.click(register());

    expect(field("Name (required)")).toHaveFocus();
    expect(field("Name (required)")).toHaveAccessibleDescription("Name is required");
    expect(field(/^E-mail address/)).toHaveAccessibleDescription(
      "We e-mail a code to this address to confirm it is yours. Email is required",
    );
    expect(field(/number plate/)).toHaveAccessibleDescription(
      "For the car park's barrier Your car's number plate is required",
    );
    expect(field(/number plate/)).toBeInvalid();
    expect(
      screen.getByRole("checkbox", { name: /I accept the privacy policy/ }),
    ).toHaveAccessibleDescription(REGISTRATION_MESSAGES.consentRequired);
    expect(server.callsTo(`POST ${REGISTER_PATH}`)).toEqual([]);

    // Corrected, the field's error goes.
    await user.type(field("Name (required)"), "Ada");
    expect(field("Name (required)")).not.toHaveAccessibleDescription();
  });

  it("says a choice question's error for the whole group, and a number out of range by the contract's rule", async () => {
    const { user } = await openForm();
    await fillDetails(user);
    await user.type(screen.getByRole("spinbutton", { name: "Age" }), "12");
    await user.click(register());
    expect(group(/How will you come/)).toHaveAccessibleDescription(
      "How will you come? is required",
    );
    expect(within(group(/How will you come/)).getByRole("radio", { name: "By car" })).toHaveFocus();
    expect(screen.getByRole("spinbutton", { name: "Age" })).toHaveAccessibleDescription(
      "At least 18",
    );
  });

  it("puts the server's refusals beside their fields, keeps everything typed, and prepares a new challenge", async () => {
    const { server, user } = await openForm();
    server.route(
      `POST ${REGISTER_PATH}`,
      answer(
        {
          error: "Invalid input",
          details: [
            { field: "email", message: "This address cannot receive e-mail" },
            { field: `answers.${numberPlate.id}`, message: "Not a number plate" },
          ],
        },
        { status: 400 },
      ),
    );
    await fillDetails(user);
    await user.click(within(group(/How will you come/)).getByRole("radio", { name: "By car" }));
    await user.type(field(/number plate/), "??");
    await user.click(register());

    expect(await screen.findByText("This address cannot receive e-mail")).toBeInTheDocument();
    expect(field(/^E-mail address/)).toHaveFocus();
    expect(field(/number plate/)).toHaveAccessibleDescription(
      "For the car park's barrier Not a number plate",
    );
    expect(field("Name (required)")).toHaveValue("Ada Lovelace");
    expect(field(/^E-mail address/)).toHaveValue("ada@example.com");
    expect(field(/number plate/)).toHaveValue("??");
    expect(screen.getByRole("checkbox", { name: /I accept the privacy policy/ })).toBeChecked();
    // The solution sent is spent: the next try gets a new one, solved while the person corrects.
    expect(prepareProofOfWork).toHaveBeenCalledTimes(1);
  });

  it("says a refusal of the whole form above the button and focuses it", async () => {
    const { server, user } = await openForm();
    server.route(
      `POST ${REGISTER_PATH}`,
      answer({ error: REGISTRATION_MESSAGES.tooManyRequests }, { status: 429 }),
    );
    await fillDetails(user);
    await user.click(within(group(/How will you come/)).getByRole("radio", { name: "By train" }));
    await user.click(register());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      REGISTRATION_MESSAGES.tooManyRequests,
    );
    expect(screen.getByRole("alert")).toHaveFocus();
  });

  it("shows why the form takes nobody when the server says it closed meanwhile", async () => {
    const { server, user } = await openForm();
    server.route(`POST ${REGISTER_PATH}`, answer({ error: "The event is full" }, { status: 409 }));
    await fillDetails(user);
    await user.click(within(group(/How will you come/)).getByRole("radio", { name: "By train" }));
    const full = buildPublicEvent();
    full.registration = {
      ...full.registration,
      open: false,
      closed_reason: "full",
      closed_message: "The event is full",
      places_left: 0,
    };
    server.route(`GET ${EVENT_PATH}`, answer({ event: full }));
    await user.click(register());
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Register" })).not.toBeInTheDocument(),
    );
    expect(screen.getByText("The event is full")).toBeInTheDocument();
  });
});
