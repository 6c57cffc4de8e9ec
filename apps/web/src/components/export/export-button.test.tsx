import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { showTextsIn } from "@/testing/languages";
import { stubObjectUrls } from "@/testing/object-urls";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { ExportButton, type ExportButtonProps } from "./export-button";

const urls = stubObjectUrls("export");
const fetchMock = vi.fn<typeof fetch>();
/** The name each link the download clicked carried. */
let downloadedNames: string[] = [];

beforeEach(() => {
  downloadedNames = [];
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloadedNames.push(this.download);
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderButton(props: Partial<ExportButtonProps> = {}) {
  renderWithQueryClient(
    <ExportButton eventId={EVENT_ID} kind="participants" {...props} />,
    createTestQueryClient(),
  );
  return userEvent.setup();
}

const fileAnswer = (disposition: string) =>
  new Response("name,email\r\n", {
    status: 200,
    headers: { "content-type": "text/csv", "content-disposition": disposition },
  });

describe("ExportButton", () => {
  it("downloads the participants with the list's filters, under the server's file name", async () => {
    fetchMock.mockResolvedValue(
      fileAnswer(
        `attachment; filename="Gala _t_ - participants.csv"; filename*=UTF-8''Gala%20%C3%A9t%C3%A9%20-%20participants.csv`,
      ),
    );
    const user = renderButton({ filters: { q: "ada", role: "speaker", status: "active" } });
    expect(screen.getByRole("group", { name: "Export participants" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Export participants as CSV" }));
    await waitFor(() => expect(downloadedNames).toEqual(["Gala été - participants.csv"]));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/participants/export/${EVENT_ID}?format=csv&q=ada&role=speaker&status=active`,
      { credentials: "include" },
    );
    expect(urls.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("downloads the agenda as Excel, without participant filters", async () => {
    fetchMock.mockResolvedValue(fileAnswer('attachment; filename="Tech Week - agenda.xlsx"'));
    const user = renderButton({ kind: "sessions", filters: { q: "ignored" } });
    await user.click(screen.getByRole("button", { name: "Export sessions as Excel (.xlsx)" }));
    await waitFor(() => expect(downloadedNames).toEqual(["Tech Week - agenda.xlsx"]));
    expect(fetchMock).toHaveBeenCalledWith(`/api/sessions/export/${EVENT_ID}?format=xlsx`, {
      credentials: "include",
    });
  });

  it("says what went wrong when the server refuses", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: "Event not found" }), {
        status: 404,
        headers: { "content-type": "application/json" },
      }),
    );
    const user = renderButton();
    await user.click(screen.getByRole("button", { name: "Export participants as CSV" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Event not found");
    expect(downloadedNames).toEqual([]);
    expect(screen.getByRole("button", { name: "Export participants as CSV" })).toBeEnabled();
  });

  it("says what went wrong in the reader's language, by the answer's code", async () => {
    await showTextsIn("de");
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: "Event not found", code: "events.eventNotFound" }), {
        status: 404,
        headers: { "content-type": "application/json" },
      }),
    );
    const user = renderButton();
    const group = screen.getByRole("group", { name: "Teilnehmende exportieren" });
    const [csvButton] = within(group).getAllByRole("button");
    await user.click(csvButton as HTMLElement);
    expect(await screen.findByRole("alert")).toHaveTextContent("Veranstaltung nicht gefunden");
  });
});
