import type { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import {
  buildDescribedEvent,
  buildHostParticipant,
  buildNumberedParticipant,
  buildParticipant,
} from "@/testing/factories";
import { fakeTimersInEachTest } from "@/testing/fake-timers";
import { renderWithCache, seedQueryError } from "@/testing/render-with-cache";
import { expectNoParticipantsYet } from "../testing/expect-no-participants-yet";
import { after, participantsPages } from "../testing/participants-pages";
import { DIALOG_PAGE_SIZE, EventParticipantsDialog } from "./event-participants-dialog";

const gala = buildDescribedEvent();
const ada = buildParticipant();
const grace = buildHostParticipant();

const { pageKey, seedPage, seedPages } = participantsPages(DIALOG_PAGE_SIZE);

const onAdd = vi.fn();
const onImport = vi.fn();
const onDelete = vi.fn();
const onEdit = vi.fn();

/** The dialog as the management screen holds it: the search text lives in the screen. */
function Harness() {
  const [query, setQuery] = useState("");
  return (
    <EventParticipantsDialog
      event={gala}
      onClose={() => {}}
      query={query}
      onQueryChange={setQuery}
      onAdd={onAdd}
      onImport={onImport}
      onDelete={onDelete}
      onEdit={onEdit}
      banner={null}
      onDismissBanner={() => {}}
    />
  );
}

function renderDialog(seed: (client: QueryClient) => void) {
  renderWithCache(<Harness />, seed);
  return screen.getByRole("dialog", { name: "Spring Gala - Participants" });
}

/** The dialog over three pages of participants, the last holding one. */
function renderThreePages() {
  const everyone = Array.from({ length: 2 * DIALOG_PAGE_SIZE + 1 }, (_, index) =>
    buildNumberedParticipant({ id: index + 1 }),
  );
  const pageOf = (page: number) =>
    everyone.slice((page - 1) * DIALOG_PAGE_SIZE, page * DIALOG_PAGE_SIZE);
  const dialog = renderDialog((client) => seedPages(client, everyone));
  return { dialog, everyone, pageOf };
}

describe("EventParticipantsDialog", () => {
  it("shows the event's count and a row per participant of the page", async () => {
    const user = userEvent.setup();
    const dialog = renderDialog((client) => seedPage(client, {}, [grace, ada]));
    expect(within(dialog).getByText("2 participant(s)")).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole("article")
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining("Grace Hopper"), expect.stringContaining("Ada Lovelace")]);
    expect(within(dialog).queryByRole("navigation")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Delete Ada Lovelace" }));
    expect(onDelete).toHaveBeenCalledWith(ada);
    await user.click(within(dialog).getByRole("button", { name: "Edit Grace Hopper" }));
    expect(onEdit).toHaveBeenCalledWith(grace);
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(onImport).toHaveBeenCalled();
    expect(within(dialog).getByRole("group", { name: "Export participants" })).toBeInTheDocument();
  });

  it("pages with Previous and Next, reading 'Page X of Y'", async () => {
    const user = userEvent.setup();
    const { dialog, everyone } = renderThreePages();
    expect(within(dialog).getByText(`${everyone.length} participant(s)`)).toBeInTheDocument();
    expect(within(dialog).getAllByRole("article")).toHaveLength(DIALOG_PAGE_SIZE);
    const pages = within(dialog).getByRole("navigation", { name: "Participants pages" });
    expect(pages).toHaveTextContent("Page 1 of 3");

    // Keyboard only: Tab onto Next and press it twice.
    within(pages).getByRole("button", { name: "Previous" }).focus();
    await user.tab();
    expect(within(pages).getByRole("button", { name: "Next" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(pages).toHaveTextContent("Page 2 of 3");
    expect(within(dialog).getByRole("article", { name: "Participant 21" })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(pages).toHaveTextContent("Page 3 of 3");
    expect(within(dialog).getAllByRole("article")).toHaveLength(1);
    // The event's count stays the whole event's.
    expect(within(dialog).getByText(`${everyone.length} participant(s)`)).toBeInTheDocument();

    await user.click(within(pages).getByRole("button", { name: "Previous" }));
    expect(pages).toHaveTextContent("Page 2 of 3");
  });

  it("steps back to the new last page when a delete empties the last one", async () => {
    const user = userEvent.setup();
    const everyone = Array.from({ length: DIALOG_PAGE_SIZE + 1 }, (_, index) =>
      buildNumberedParticipant({ id: index + 1 }),
    );
    let cache: QueryClient | undefined;
    const dialog = renderDialog((client) => {
      cache = client;
      seedPages(client, everyone);
    });
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByText("Page 2 of 2")).toBeInTheDocument();

    // The server's answers once the last participant is deleted.
    const remaining = everyone.slice(0, DIALOG_PAGE_SIZE);
    act(() => {
      if (!cache) return;
      seedPage(cache, {}, remaining);
      const lastOfFirstPage = remaining.at(-1);
      if (lastOfFirstPage) {
        seedPage(cache, { page: 2, cursor: after(lastOfFirstPage) }, [], remaining.length);
      }
    });
    expect(
      await within(dialog).findByText(`${remaining.length} participant(s)`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getAllByRole("article")).toHaveLength(DIALOG_PAGE_SIZE),
    );
    expect(within(dialog).queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("offers the first participant when there are none", async () => {
    const user = userEvent.setup();
    const dialog = renderDialog((client) => seedPage(client, {}, []));
    expectNoParticipantsYet(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Add First Participant" }));
    expect(onAdd).toHaveBeenCalled();
  });

  it("shows a failed load and offers to try again", () => {
    const dialog = renderDialog((client) =>
      seedQueryError(client, pageKey(), new ApiError(500, "HTTP error! status: 500")),
    );
    expect(within(dialog).getByText("Failed to fetch participants: 500")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(within(dialog).queryByText("No Participants Yet")).not.toBeInTheDocument();
  });

  describe("searching", () => {
    // user-event waits on timers of its own, so this test types with fireEvent instead.
    fakeTimersInEachTest({ toFake: ["setTimeout", "clearTimeout"] });

    it("searches on the server once typing pauses and starts again at the first page", () => {
      const everyone = Array.from({ length: DIALOG_PAGE_SIZE + 1 }, (_, index) =>
        buildNumberedParticipant({ id: index + 1 }),
      );
      const dialog = renderDialog((client) => {
        seedPages(client, everyone);
        seedPage(client, { q: "grace" }, [grace]);
        seedPage(client, { q: "nobody" }, []);
      });
      fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
      expect(within(dialog).getByText("Page 2 of 2")).toBeInTheDocument();

      const search = within(dialog).getByRole("searchbox", { name: "Search participants" });
      fireEvent.change(search, { target: { value: "grace" } });
      act(() => vi.advanceTimersByTime(299));
      expect(within(dialog).getByText("Page 2 of 2")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(within(dialog).getAllByRole("article")).toHaveLength(1);
      expect(within(dialog).getByRole("article", { name: "Grace Hopper" })).toBeInTheDocument();
      expect(within(dialog).queryByRole("navigation")).not.toBeInTheDocument();
      // 'N participant(s)' still counts the whole event.
      expect(within(dialog).getByText(`${everyone.length} participant(s)`)).toBeInTheDocument();

      fireEvent.change(search, { target: { value: "nobody" } });
      act(() => vi.advanceTimersByTime(300));
      expect(within(dialog).getByText("No participants match your search.")).toBeInTheDocument();

      fireEvent.change(search, { target: { value: "" } });
      expect(within(dialog).getByText("Page 1 of 2")).toBeInTheDocument();
    });
  });

  it("gathers a selection across pages and links its badges", async () => {
    const user = userEvent.setup();
    const { dialog, everyone, pageOf } = renderThreePages();
    const idsOf = (participants: typeof everyone) => participants.map(({ id }) => id).join(",");
    const twoAndFive = [...everyone.slice(1, 2), ...everyone.slice(4, 5)];
    const printLink = () => within(dialog).getByRole("link", { name: /^Print badges for/ });
    expect(within(dialog).queryByText(/selected$/)).not.toBeInTheDocument();

    // The keyboard chooses a row: Space on its checkbox.
    const second = within(dialog).getByRole("checkbox", { name: "Select Participant 2" });
    second.focus();
    await user.keyboard(" ");
    expect(second).toBeChecked();
    await user.click(within(dialog).getByRole("checkbox", { name: "Select Participant 5" }));
    expect(within(dialog).getByText("2 selected")).toBeInTheDocument();
    const selectPage = within(dialog).getByRole("checkbox", { name: "Select all on this page" });
    expect(selectPage).not.toBeChecked();
    expect(selectPage).toHaveProperty("indeterminate", true);
    expect(printLink()).toHaveAccessibleName("Print badges for 2 selected");
    expect(printLink()).toHaveAttribute(
      "href",
      `/event-admin/badges/${gala.id}?ids=${encodeURIComponent(idsOf(twoAndFive))}`,
    );
    expect(printLink()).toHaveAttribute("target", "_blank");

    // A page chosen whole adds to what the other page holds.
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Select all on this page" }));
    expect(
      within(dialog).getByRole("checkbox", { name: `Select Participant ${DIALOG_PAGE_SIZE + 1}` }),
    ).toBeChecked();
    expect(within(dialog).getByText(`${DIALOG_PAGE_SIZE + 2} selected`)).toBeInTheDocument();
    expect(
      new URL(printLink().getAttribute("href") ?? "", "http://x").searchParams.get("ids"),
    ).toBe(idsOf([...twoAndFive, ...pageOf(2)]));

    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(within(dialog).getByRole("checkbox", { name: "Select Participant 2" })).toBeChecked();
    expect(
      within(dialog).getByRole("checkbox", { name: "Select Participant 1" }),
    ).not.toBeChecked();

    // Choosing a whole page twice unchooses it, and only it.
    const firstPage = within(dialog).getByRole("checkbox", { name: "Select all on this page" });
    await user.click(firstPage);
    expect(firstPage).toBeChecked();
    expect(within(dialog).getByText(`${2 * DIALOG_PAGE_SIZE} selected`)).toBeInTheDocument();
    await user.click(firstPage);
    expect(within(dialog).getByText(`${DIALOG_PAGE_SIZE} selected`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Clear selection" }));
    expect(within(dialog).queryByText(/selected$/)).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole("link", { name: /^Print badges for/ }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Print badges" })).toHaveAttribute(
      "href",
      `/event-admin/badges/${gala.id}`,
    );
  });

  it("links to the event's check-in and opens a participant's ticket", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: "Not found" }, { status: 404 })),
    );
    const dialog = renderDialog((client) => seedPage(client, {}, [ada]));
    expect(within(dialog).getByRole("link", { name: "Check-in" })).toHaveAttribute(
      "href",
      `/event-admin/check-in/${gala.id}`,
    );
    await user.click(within(dialog).getByRole("button", { name: "Ticket for Ada Lovelace" }));
    expect(screen.getByRole("dialog", { name: "Ticket for Ada Lovelace" })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
