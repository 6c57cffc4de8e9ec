import { REGISTRATION_MESSAGES } from "@events/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, stubAppServer } from "../../participant-app/testing/app-server-stub";
import { clearPublicEvents } from "../api/public-api";
import {
  buildOutcome,
  buildPublicEvent,
  EVENT_PATH,
  REGISTER_PATH,
  SLUG,
  travel,
} from "../testing/public-event";
import { EventPage } from "./event-page";

vi.mock("../pow/proof-of-work");

const CONFIRM_PATH = "/api/public/registrations/confirm";

beforeEach(() => {
  clearPublicEvents();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPage(event = buildPublicEvent()) {
  const server = stubAppServer({ [`GET ${EVENT_PATH}`]: answer({ event }) });
  render(<EventPage slug={SLUG} />);
  await screen.findByRole("heading", { level: 1 });
  return { server, user: userEvent.setup() };
}

function withRegistration(
  registration: Partial<ReturnType<typeof buildPublicEvent>["registration"]>,
) {
  const event = buildPublicEvent();
  event.registration = { ...event.registration, ...registration };
  return event;
}

describe("an event's public page", () => {
  it("shows the event's dates and registration window on its own clock, and its published agenda by day", async () => {
    await openPage({
      ...withRegistration({ closes_at: "2030-05-20T17:00:00", places_left: 12 }),
      agenda: [
        {
          name: "Closing fireworks",
          description: null,
          session_type: "other",
          other_session_type: "Show",
          start_datetime: "2030-06-02T21:00:00",
          end_datetime: "2030-06-02T21:30:00",
          venue: "Pier 1",
        },
        {
          name: "Opening of the piers",
          description: "With the mayor.",
          session_type: "opening_ceremony",
          other_session_type: null,
          start_datetime: "2030-06-01T09:00:00",
          end_datetime: "2030-06-01T10:00:00",
          venue: null,
        },
      ],
    });
    expect(screen.getByRole("heading", { level: 1, name: "Harbour Festival" })).toBeVisible();
    expect(
      screen.getByText("Sat 1 Jun, 09:00 – Sun 2 Jun 2030, 18:00 (London time)"),
    ).toBeInTheDocument();
    expect(screen.getByText("12 places left.")).toBeInTheDocument();
    expect(
      screen.getByText("Registration closes on Mon 20 May 2030, 17:00 (London time)."),
    ).toBeInTheDocument();
    const days = screen.getAllByRole("heading", { level: 3 }).map((day) => day.textContent);
    expect(days).toEqual(["Saturday 1 June 2030", "Sunday 2 June 2030"]);
    expect(
      screen.getAllByRole("heading", { level: 4 }).map((session) => session.textContent),
    ).toEqual(["Opening of the piers", "Closing fireworks"]);
    expect(screen.getByText("Show · Pier 1")).toBeInTheDocument();
  });

  it("says when a form not yet open opens, instead of the form", async () => {
    await openPage(
      withRegistration({
        open: false,
        closed_reason: "not_open_yet",
        closed_message: "Registration is not open yet",
        opens_at: "2030-05-04T09:00:00",
      }),
    );
    expect(screen.getByText("Registration is not open yet")).toBeInTheDocument();
    expect(
      screen.getByText("It opens on Sat 4 May 2030, 09:00 (London time)."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Register" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it.each([
    ["closed", "Registration is closed"],
    ["full", "The event is full"],
    ["event_cancelled", "The event is cancelled"],
  ] as const)("says a %s form's reason instead of the form", async (reason, message) => {
    await openPage(
      withRegistration({ open: false, closed_reason: reason, closed_message: message }),
    );
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("offers the waiting list when the event is full and keeps a list", async () => {
    await openPage(withRegistration({ places_left: 0, waiting_list: true }));
    expect(
      screen.getByText("The event is full: register to join the waiting list."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join the waiting list" })).toBeInTheDocument();
  });

  it("answers an unknown address with 'Event not found'", async () => {
    stubAppServer({});
    render(<EventPage slug="nothing-here" />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Event not found" }),
    ).toBeInTheDocument();
  });
});

describe("registering from the page", () => {
  async function reachCodeStep() {
    const page = await openPage(
      buildPublicEvent({
        form: { ...buildPublicEvent().form, questions: [travel] },
      }),
    );
    page.server.route(
      `POST ${REGISTER_PATH}`,
      answer(
        {
          status: "confirmation_sent",
          message: REGISTRATION_MESSAGES.checkEmail,
          confirmation_token: "token-of-the-code",
        },
        { status: 202 },
      ),
    );
    await page.user.type(screen.getByRole("textbox", { name: /^Name/ }), "Ada Lovelace");
    await page.user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "ada@example.com");
    await page.user.click(screen.getByRole("radio", { name: "By train" }));
    await page.user.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
    await page.user.click(screen.getByRole("button", { name: "Register" }));
    await screen.findByRole("heading", { name: "Check your e-mail" });
    return page;
  }

  it("confirms the e-mailed code and shows the place on the waiting list", async () => {
    const { server, user } = await reachCodeStep();
    server.route(`POST ${CONFIRM_PATH}`, (request) =>
      (request.body as { code: string }).code === "123456"
        ? answer(
            buildOutcome({
              status: "waiting",
              message: "The event is full: you are on the waiting list.",
              position: 3,
            }),
          )
        : answer({ error: REGISTRATION_MESSAGES.codeWrong }, { status: 400 }),
    );
    const code = screen.getByRole("textbox", { name: "Confirmation code" });
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.codeWrong)).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(
      `The 6 digits from the e-mail ${REGISTRATION_MESSAGES.codeWrong}`,
    );

    await user.clear(code);
    await user.type(code, "123 456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "You are on the waiting list" }),
    ).toHaveFocus();
    expect(screen.getByText("Your place in the waiting list: 3")).toBeInTheDocument();
    expect(server.callsTo(`POST ${CONFIRM_PATH}`).at(-1)?.body).toEqual({
      confirmation_token: "token-of-the-code",
      code: "123456",
    });
  });

  it("goes back to the form with everything typed still there", async () => {
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole("button", { name: "Change my details" }));
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Ada Lovelace");
    expect(screen.getByRole("radio", { name: "By train" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /privacy policy/ })).toBeChecked();
  });

  it("says a refusal with its reason", async () => {
    const { server, user } = await reachCodeStep();
    server.route(
      `POST ${CONFIRM_PATH}`,
      answer(
        buildOutcome({
          status: "refused",
          message: "Sorry, there is no place for you.",
          closed_reason: "full",
        }),
      ),
    );
    await user.type(screen.getByRole("textbox", { name: "Confirmation code" }), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { name: "No place for you" })).toBeInTheDocument();
    expect(screen.getByText("The event is full.")).toBeInTheDocument();
  });
});
