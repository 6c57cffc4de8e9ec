import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubJsonServer } from "@/testing/stub-json-server";
import {
  buildCounts,
  buildRegistration,
  REGISTRATIONS_FIRST_PAGE,
  REGISTRATIONS_URL,
  registrationId,
  registrationsAnswer,
} from "../testing/fake-registration-server";
import { renderRegistrations } from "../testing/render-registrations";

afterEach(() => {
  vi.unstubAllGlobals();
});

function readRows(): string[][] {
  const table = screen.getByRole("table");
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(0, 5)
        .map((cell) => cell.textContent ?? ""),
    );
}

const ada = buildRegistration(1, { name: "Ada Lovelace", email: "ada@example.org" });
const alan = buildRegistration(2, {
  name: "Alan Turing",
  email: "alan@example.org",
  state: "offered",
  offered_until: "2025-03-03T14:00:00.000Z",
});
const grace = buildRegistration(3, {
  name: "Grace Hopper",
  email: "grace@example.org",
  state: "waiting",
  position: 1,
});

describe("RegistrationsScreen", () => {
  it("shows the counts and each registration with its state, place and times in the event's zone", async () => {
    stubJsonServer({
      [`GET ${REGISTRATIONS_FIRST_PAGE}`]: registrationsAnswer([ada, alan, grace]),
    });
    renderRegistrations();
    expect(await screen.findByRole("table")).toBeInTheDocument();
    const counts = screen.getByText("Capacity").closest("div");
    expect(counts).toHaveTextContent("Capacity5035 places left");
    expect(readRows()).toEqual([
      ["Ada Lovelaceada@example.org", "Pending approval", "", "", "1st of Mar 2025, 4:30 AM"],
      [
        "Alan Turingalan@example.org",
        "Offered a place",
        "",
        "3rd of Mar 2025, 9:00 AM",
        "1st of Mar 2025, 4:30 AM",
      ],
      ["Grace Hoppergrace@example.org", "Waiting list", "1", "", "1st of Mar 2025, 4:30 AM"],
    ]);
    expect(screen.getByText("Times in America/New_York.")).toBeInTheDocument();
    // Only a pending registration can be decided on.
    expect(screen.getAllByRole("button", { name: /^(Approve|Reject) / })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Approve Ada Lovelace" })).toBeInTheDocument();
  });

  it("approves a pending registration, says so and reloads the list", async () => {
    let isApproved = false;
    const server = stubJsonServer({
      [`GET ${REGISTRATIONS_FIRST_PAGE}`]: () =>
        isApproved
          ? registrationsAnswer(
              [{ ...ada, state: "registered" }],
              buildCounts({ pending: 1, registered: 13 }),
            )
          : registrationsAnswer([ada]),
      [`POST ${REGISTRATIONS_URL}/${registrationId(1)}/approve`]: () => {
        isApproved = true;
        return {
          body: { registration: { ...ada, state: "registered" }, message: "Registration approved" },
        };
      },
    });
    const user = renderRegistrations();
    await user.click(await screen.findByRole("button", { name: "Approve Ada Lovelace" }));

    expect(await screen.findByText("Registration approved")).toBeInTheDocument();
    await waitFor(() => expect(readRows()[0]?.[1]).toBe("Registered"));
    expect(screen.queryByRole("button", { name: "Approve Ada Lovelace" })).not.toBeInTheDocument();
    expect(server.writes().map(({ url }) => url)).toEqual([
      `${REGISTRATIONS_URL}/${registrationId(1)}/approve`,
    ]);
  });

  it("rejects a pending registration with a message in a dialog", async () => {
    let isRejected = false;
    const server = stubJsonServer({
      [`GET ${REGISTRATIONS_FIRST_PAGE}`]: () =>
        registrationsAnswer([isRejected ? { ...ada, state: "rejected" } : ada]),
      [`POST ${REGISTRATIONS_URL}/${registrationId(1)}/reject`]: () => {
        isRejected = true;
        return {
          body: { registration: { ...ada, state: "rejected" }, message: "Registration rejected" },
        };
      },
    });
    const user = renderRegistrations();
    await user.click(await screen.findByRole("button", { name: "Reject Ada Lovelace" }));

    const dialog = screen.getByRole("dialog", { name: "Reject Ada Lovelace's registration" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "Message to the registrant" }),
      "The workshop is for members only.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));

    expect(await screen.findByText("Registration rejected")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(readRows()[0]?.[1]).toBe("Rejected"));
    expect(server.writes()).toEqual([
      {
        method: "POST",
        url: `${REGISTRATIONS_URL}/${registrationId(1)}/reject`,
        body: { message: "The workshop is for members only." },
      },
    ]);
  });

  it("keeps the dialog and its message when the server refuses the rejection", async () => {
    stubJsonServer({
      [`GET ${REGISTRATIONS_FIRST_PAGE}`]: registrationsAnswer([ada]),
      [`POST ${REGISTRATIONS_URL}/${registrationId(1)}/reject`]: {
        status: 409,
        body: { error: "Only a pending registration can be approved or rejected" },
      },
    });
    const user = renderRegistrations();
    await user.click(await screen.findByRole("button", { name: "Reject Ada Lovelace" }));
    const dialog = screen.getByRole("dialog", { name: "Reject Ada Lovelace's registration" });
    const message = within(dialog).getByRole("textbox", { name: "Message to the registrant" });
    await user.type(message, "Sorry.");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Only a pending registration can be approved or rejected",
    );
    expect(message).toHaveValue("Sorry.");
  });

  it("filters by state and search, and says when nothing matches", async () => {
    const server = stubJsonServer({
      [`GET ${REGISTRATIONS_FIRST_PAGE}`]: registrationsAnswer([ada, grace]),
      [`GET ${REGISTRATIONS_FIRST_PAGE}&state=waiting`]: registrationsAnswer([grace]),
      [`GET ${REGISTRATIONS_FIRST_PAGE}&state=waiting&q=nobody`]: registrationsAnswer([]),
    });
    const user = renderRegistrations();
    await screen.findByRole("table");
    const filter = screen.getByRole("group", { name: "State" });
    expect(within(filter).getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(within(filter).getByRole("button", { name: "Waiting list 3" }));
    await waitFor(() => expect(readRows()).toHaveLength(1));
    expect(readRows()[0]?.[0]).toBe("Grace Hoppergrace@example.org");

    await user.type(screen.getByRole("searchbox", { name: "Search registrations" }), "nobody");
    expect(
      await screen.findByRole("heading", { name: "No matching registrations" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    await waitFor(() => expect(readRows()).toHaveLength(2));
    expect(server.requests.map(({ url }) => url)).toContain(
      `${REGISTRATIONS_FIRST_PAGE}&state=waiting&q=nobody`,
    );
  });

  it("says when nobody has registered yet", async () => {
    stubJsonServer({
      [`GET ${REGISTRATIONS_FIRST_PAGE}`]: registrationsAnswer(
        [],
        buildCounts({ registered: 0, pending: 0, waiting: 0 }),
      ),
    });
    renderRegistrations();
    expect(
      await screen.findByRole("heading", { name: "No registrations yet" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
