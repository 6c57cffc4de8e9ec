import { INVALID_EMAIL_MESSAGE } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import {
  buildErasure,
  type FakePrivacyServer,
  stubPrivacyServer,
} from "../testing/fake-privacy-server";
import { PrivacyScreen } from "./privacy-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderScreen(server: FakePrivacyServer = {}) {
  const requests = stubPrivacyServer(server);
  renderWithQueryClient(inPortal("system_admin", <PrivacyScreen />), createTestQueryClient(), {
    withToasts: true,
  });
  return { ...requests, user: userEvent.setup() };
}

async function findPerson(user: ReturnType<typeof userEvent.setup>, email: string) {
  const field = screen.getByRole("textbox", { name: "Email" });
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole("button", { name: "Find" }));
}

/** The table in the scrolling box of this name, as Table lays it out. */
function tableNamed(name: string): HTMLElement {
  return within(screen.getByRole("region", { name })).getByRole("table");
}

function rowTexts(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole("row")
    .map((row) => row.textContent);
}

/** A promise the test settles when it chooses, and the way to settle it. */
function createGate() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open };
}

describe("PrivacyScreen", () => {
  it("finds a person by e-mail in any case and shows their events, what is held and the downloads", async () => {
    const { user, personQueries } = renderScreen();

    await findPerson(user, "ada-at-example.com");
    const field = screen.getByRole("textbox", { name: "Email" });
    // The address's rule is loaded when it is first checked.
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(INVALID_EMAIL_MESSAGE));
    expect(personQueries).toHaveLength(0);

    await findPerson(user, "  Ada@Example.COM ");
    expect(await screen.findByRole("heading", { name: "Held on ada@example.com" })).toBeVisible();
    expect(personQueries.map((query) => query.toString())).toEqual([
      "email=ada%40example.com&format=json",
    ]);
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Participations",
      "Messages",
      "Activity entries",
      "Files",
    ]);
    expect(screen.getAllByRole("definition").map((count) => count.textContent)).toEqual([
      "2",
      "1",
      "1",
      "1",
    ]);
    expect(rowTexts(tableNamed("Events of ada@example.com"))).toEqual([
      "EventRoleCheck-inConsent",
      "Spring GalaSpeakerChecked in 5th of Mar 2025, 3:40 PMVersion 2026-11-27, 3rd of Mar 2025, 2:05 PM, Added by an admin",
      "Autumn LectureAttendeeNot checked inNot on record",
    ]);
    const zip = screen.getByRole("link", { name: "Download data" });
    expect(zip).toHaveAttribute("href", "/api/privacy/person?email=ada%40example.com&format=zip");
    expect(zip).toHaveAttribute("download");
    expect(screen.getByRole("link", { name: "Download as JSON" })).toHaveAttribute(
      "href",
      "/api/privacy/person?email=ada%40example.com&format=json",
    );
  });

  it("says so when nothing is held on the address", async () => {
    const { user } = renderScreen();
    await findPerson(user, "nobody@example.com");
    expect(await screen.findByText("Nothing is held on this e-mail address")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Erase person" })).not.toBeInTheDocument();
  });

  it("erases a person only once the address is typed again, then holds nothing and records it first", async () => {
    const { gate, open } = createGate();
    const { user, erasureRequests } = renderScreen({
      erasures: [buildErasure(1)],
      erasureGate: gate,
    });
    await findPerson(user, "ada@example.com");
    await user.click(await screen.findByRole("button", { name: "Erase person" }));
    const dialog = screen.getByRole("dialog", { name: "Erase person" });
    // The form is loaded when the dialog first opens.
    await within(dialog).findByRole("textbox", {
      name: "Type the e-mail address again to confirm",
    });
    expect(dialog).toHaveTextContent("Everything held on ada@example.com is erased");

    const confirmation = within(dialog).getByRole("textbox", {
      name: "Type the e-mail address again to confirm",
    });
    await user.type(confirmation, "ada@example.org");
    await user.click(within(dialog).getByRole("button", { name: "Erase person" }));
    expect(confirmation).toHaveAccessibleDescription(
      "Type the person's e-mail address exactly to confirm",
    );
    expect(within(dialog).getByRole("textbox", { name: "Reason" })).toHaveAccessibleDescription(
      expect.stringContaining("Give a reason for the erasure"),
    );
    expect(erasureRequests).toHaveLength(0);

    await user.clear(confirmation);
    await user.type(confirmation, " ADA@example.com");
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Asked by e-mail");
    await user.click(within(dialog).getByRole("button", { name: "Erase person" }));
    expect(await within(dialog).findByRole("button", { name: "Erasing..." })).toBeDisabled();
    expect(erasureRequests).toEqual([{ email: "ada@example.com", reason: "Asked by e-mail" }]);

    open();
    expect(
      await screen.findByText(
        "Erased: 2 participants, 1 file, 1 activity entry redacted, 0 queued e-mails cancelled",
      ),
    ).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText("Nothing is held on this e-mail address")).toBeVisible();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus());
    const record = tableNamed("Past erasures, newest first");
    await waitFor(() => expect(within(record).getAllByRole("row")).toHaveLength(3));
    expect(within(record).getAllByRole("row")[1]).toHaveTextContent(
      /Grace Hopper.*Person's request.*Asked by e-mail.*2 participants, 1 file/,
    );
  });

  it("lists past erasures newest first, a page at a time, the retention sweep's as System's", async () => {
    const erasures = Array.from({ length: 25 }, (_, index) =>
      buildErasure(
        index + 1,
        index === 1
          ? {
              kind: "retention",
              actor_id: null,
              actor_name: null,
              reason: "Retention of 30 days ran out",
            }
          : {},
      ),
    );
    const { user, erasuresQueries } = renderScreen({ erasures });
    await screen.findByRole("region", { name: "Past erasures, newest first" });
    const record = tableNamed("Past erasures, newest first");
    const rows = rowTexts(record);
    expect(rows).toHaveLength(21);
    expect(rows.slice(0, 3)).toEqual([
      "WhenWhoKindReasonErased",
      "7th of Mar 2025, 9:15 AMGrace HopperPerson's requestRequest number 11 participant, 0 files, 2 activity entries redacted, 0 queued e-mails cancelled",
      "7th of Mar 2025, 9:15 AMSystemEvent retentionRetention of 30 days ran out1 participant, 0 files, 2 activity entries redacted, 0 queued e-mails cancelled",
    ]);

    const pages = screen.getByRole("navigation", { name: "Erasures pages" });
    expect(pages).toHaveTextContent("Page 1 of 2");
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(rowTexts(record)).toHaveLength(6));
    expect(erasuresQueries.map((query) => query.toString())).toEqual([
      "page=1&page_size=20",
      "page=2&page_size=20",
    ]);
    expect(rowTexts(record)[1]).toContain("Request number 21");
  });

  it("says when no erasure has been made yet", async () => {
    renderScreen({ erasures: [] });
    expect(await screen.findByText("No erasures yet")).toBeVisible();
  });

  it("shows why the record of erasures failed to load, with a retry", async () => {
    renderScreen({ erasuresFailure: { status: 503, body: { error: "Database unavailable" } } });
    expect(await screen.findByText("Failed to load the erasures")).toBeVisible();
    expect(screen.getByText("Database unavailable")).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  });
});

describe("PrivacyScreen in German", () => {
  it("finds a person and says what is held on them in German", async () => {
    await showTextsIn("de");
    const { user } = renderScreen();
    expect(screen.getByRole("heading", { name: "Datenschutz" })).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "E-Mail" }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Suchen" }));
    expect(
      await screen.findByRole("heading", { name: "Gespeichert zu ada@example.com" }),
    ).toBeVisible();
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Teilnahmen",
      "Nachrichten",
      "Aktivitätseinträge",
      "Dateien",
    ]);
    expect(screen.getByRole("button", { name: "Person löschen" })).toBeInTheDocument();
  });
});
