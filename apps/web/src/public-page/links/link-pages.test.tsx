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
  LINK_TOKEN,
  SLUG,
} from "../testing/public-event";
import { CancelPage } from "./cancel-page";
import { OfferPage } from "./offer-page";

const STATUS_PATH = "POST /api/public/registrations/status";

beforeEach(() => {
  clearPublicEvents();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the ticket e-mail's cancel link", () => {
  it("shows the registration, asks once more, cancels it", async () => {
    const server = stubAppServer({
      [STATUS_PATH]: answer(buildOutcome()),
      "POST /api/public/registrations/cancel": answer(
        buildOutcome({ status: "cancelled", message: REGISTRATION_MESSAGES.cancelled }),
      ),
    });
    const user = userEvent.setup();
    render(<CancelPage slug={SLUG} token={LINK_TOKEN} />);
    // As the page opens, the focus stays at its top.
    expect(await screen.findByRole("heading", { name: "You are registered" })).not.toHaveFocus();
    expect(screen.getByText("Harbour Festival")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel my registration" }));
    expect(screen.getByRole("heading", { name: "Cancel your registration?" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "No, keep it" }));
    expect(server.callsTo("POST /api/public/registrations/cancel")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Cancel my registration" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel my registration" }));
    expect(await screen.findByRole("heading", { name: "Registration cancelled" })).toHaveFocus();
    expect(server.callsTo("POST /api/public/registrations/cancel")[0]?.body).toEqual({
      token: LINK_TOKEN,
    });
    expect(screen.queryByRole("button", { name: "Cancel my registration" })).toBeNull();
  });

  it("says a link without its token, or one the server does not know, is not valid", async () => {
    stubAppServer({
      [STATUS_PATH]: answer({ error: REGISTRATION_MESSAGES.linkInvalid }, { status: 404 }),
    });
    const { unmount } = render(<CancelPage slug={SLUG} token={undefined} />);
    expect(screen.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
    unmount();
    render(<CancelPage slug={SLUG} token={LINK_TOKEN} />);
    expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeVisible();
  });
});

describe("the offer e-mail's link", () => {
  it("says until when the place is held, on the event's clock, and accepts it", async () => {
    const server = stubAppServer({
      [`GET ${EVENT_PATH}`]: answer({ event: buildPublicEvent({ time_zone: "America/New_York" }) }),
      [STATUS_PATH]: answer(
        buildOutcome({
          status: "offered",
          message: "A place has freed up for you. Accept it before the offer passes.",
          offered_until: "2030-05-20T16:00:00.000Z",
        }),
      ),
      "POST /api/public/registrations/offer": answer(buildOutcome()),
    });
    const user = userEvent.setup();
    render(<OfferPage slug={SLUG} token={LINK_TOKEN} />);
    expect(
      await screen.findByText("It is held for you until Mon 20 May 2030, 12:00 (New York time)."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept the place" }));
    expect(await screen.findByRole("heading", { name: "You are registered" })).toHaveFocus();
    expect(server.callsTo("POST /api/public/registrations/offer")[0]?.body).toEqual({
      token: LINK_TOKEN,
      accept: true,
    });
  });

  it("declines only after asking, and says an offer that has passed", async () => {
    const server = stubAppServer({
      [STATUS_PATH]: answer(
        buildOutcome({ status: "offered", offered_until: "2030-05-20T16:00:00.000Z" }),
      ),
      "POST /api/public/registrations/offer": answer(
        { error: REGISTRATION_MESSAGES.offerGone },
        { status: 409 },
      ),
    });
    const user = userEvent.setup();
    render(<OfferPage slug={SLUG} token={LINK_TOKEN} />);
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    expect(screen.getByRole("heading", { name: "Give the place up?" })).toHaveFocus();
    server.route(
      STATUS_PATH,
      answer(buildOutcome({ status: "expired", message: "This registration has expired." })),
    );
    await user.click(screen.getByRole("button", { name: "Yes, give it up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(REGISTRATION_MESSAGES.offerGone);
    expect(
      await screen.findByRole("heading", { name: "Registration expired" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept the place" })).toBeNull();
  });
});
