import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildHostParticipant, buildParticipant, EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import type { QrDecoder } from "../scanner/qr-decoder";
import { CHECKED_IN_AT, stubDoorServer } from "../testing/fake-door-server";
import { formatClock } from "../utils/format-clock";
import { CheckInScreen } from "./check-in-screen";
import type { ScannerParts } from "./scan-panel";

const ada = buildParticipant();
const grace = buildHostParticipant();

/** A camera that opens at once and a decoder that reads whatever the test holds up to it. */
function fakeScanner() {
  const heldUp: string[] = [];
  const stopped = vi.fn();
  const decoder: QrDecoder = { decode: async () => heldUp.shift() ?? null };
  const parts: ScannerParts = {
    openCamera: async () => ({ getTracks: () => [{ stop: stopped }] }) as unknown as MediaStream,
    createDecoder: async () => decoder,
  };
  return { parts, holdUp: (code: string) => heldUp.push(code), stopped };
}

function renderScreen(parts?: ScannerParts) {
  const queryClient = createTestQueryClient();
  // The screen reloads after each check-in, as it does in the app.
  queryClient.setDefaultOptions({ queries: { staleTime: 0, retry: false } });
  return renderWithQueryClient(
    inPortal("event_admin", <CheckInScreen eventId={EVENT_ID} scannerParts={parts} />),
    queryClient,
  );
}

async function findRow(name: string) {
  return screen.findByRole("article", { name });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CheckInScreen, searching", () => {
  it("names the event, counts who is in and checks a participant in and out", async () => {
    const user = userEvent.setup();
    stubDoorServer([ada, grace]);
    renderScreen();

    expect(await screen.findByText("Spring Gala")).toBeInTheDocument();
    expect(await screen.findByText("Checked in 0 of 2")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("link", { name: "Print badges" })).toHaveAttribute(
      "href",
      `/event-admin/badges/${EVENT_ID}`,
    );
    const row = await findRow("Ada Lovelace");
    expect(within(row).getByText("Speaker")).toBeInTheDocument();
    expect(within(row).getByText("Not checked in")).toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "Check in Ada Lovelace" }));
    expect(await screen.findByText("Checked in 1 of 2")).toBeInTheDocument();
    const checkedIn = await findRow("Ada Lovelace");
    expect(
      within(checkedIn).getByText(`Checked in at ${formatClock(CHECKED_IN_AT)}`),
    ).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace checked in")).toBeInTheDocument();

    await user.click(
      within(checkedIn).getByRole("button", { name: "Undo check-in of Ada Lovelace" }),
    );
    expect(await screen.findByText("Checked in 0 of 2")).toBeInTheDocument();
    expect(
      within(await findRow("Ada Lovelace")).getByRole("button", { name: "Check in Ada Lovelace" }),
    ).toBeInTheDocument();
  });

  it("searches on the server, and Enter checks in the only match", async () => {
    const user = userEvent.setup();
    const server = stubDoorServer([ada, grace]);
    renderScreen();
    await findRow("Grace Hopper");

    const search = screen.getByRole("searchbox", { name: "Find a participant" });
    expect(search).toHaveFocus();
    await user.type(search, "grace");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Ada Lovelace" })).toBeNull());
    expect(server.calls()).toContainEqual(expect.stringContaining("q=grace"));
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Checked in 1 of 2")).toBeInTheDocument();
    expect(
      await within(await findRow("Grace Hopper")).findByRole("button", { name: /^Undo/ }),
    ).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "nobody at all");
    expect(await screen.findByText("No participant matches")).toBeInTheDocument();
  });

  it("shows check-ins made on another device within the polling interval", async () => {
    const server = stubDoorServer([ada, grace]);
    renderScreen();
    expect(await screen.findByText("Checked in 0 of 2")).toBeInTheDocument();
    server.checkInElsewhere(grace.id);
    expect(await screen.findByText("Checked in 1 of 2", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe("CheckInScreen, scanning", () => {
  async function openScan(parts: ScannerParts) {
    const user = userEvent.setup();
    renderScreen(parts);
    await user.click(await screen.findByRole("button", { name: "Scan" }));
    expect(screen.getByRole("button", { name: "Scan" })).toHaveAttribute("aria-pressed", "true");
    await screen.findByLabelText("What the camera sees");
    return user;
  }

  /** The answer to a scan, once shown, is of `tone` and says each of `texts`. */
  async function expectScanAnswer(tone: "success" | "warning" | "error", ...texts: string[]) {
    const answer = await screen.findByRole("alert");
    expect(answer).toHaveAttribute("data-tone", tone);
    for (const text of texts) expect(answer).toHaveTextContent(text);
  }

  it("answers green with the name, then amber when the same ticket comes again", async () => {
    const server = stubDoorServer([ada, grace], { [ada.id]: "ada-ticket" });
    const scanner = fakeScanner();
    const user = await openScan(scanner.parts);

    scanner.holdUp("ada-ticket");
    await expectScanAnswer("success", "Ada Lovelace", "Checked in");
    expect(await screen.findByText("Checked in 1 of 2")).toBeInTheDocument();

    // Still in front of the camera when the answer is dismissed: not posted again.
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    scanner.holdUp("ada-ticket");
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const posts = () => server.calls().filter((call) => call.includes("check-in-by-code"));
    expect(posts()).toHaveLength(1);

    // Three seconds later it is a second scan of a ticket already used.
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 3500);
    scanner.holdUp("ada-ticket");
    await expectScanAnswer("warning", `Already checked in at ${formatClock(CHECKED_IN_AT)}`);
    expect(posts()).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it("answers red with the server's words, and Escape returns to scanning", async () => {
    stubDoorServer([ada]);
    const scanner = fakeScanner();
    const user = await openScan(scanner.parts);

    scanner.holdUp("other-event");
    await expectScanAnswer("error", "This ticket is for another event");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    scanner.holdUp("lost-ticket");
    expect(await screen.findByRole("alert")).toHaveTextContent("Unknown ticket");
  });

  it("says when the camera is refused, and leads back to Search", async () => {
    stubDoorServer([ada]);
    const user = userEvent.setup();
    renderScreen({
      ...fakeScanner().parts,
      openCamera: () => Promise.reject(new DOMException("Denied", "NotAllowedError")),
    });
    await user.click(await screen.findByRole("button", { name: "Scan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The camera may not be used");
    await user.click(screen.getByRole("button", { name: "Back to Search" }));
    expect(screen.getByRole("searchbox", { name: "Find a participant" })).toBeInTheDocument();
  });

  it("turns the camera off on going back to Search", async () => {
    stubDoorServer([ada]);
    const scanner = fakeScanner();
    const user = await openScan(scanner.parts);
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(scanner.stopped).toHaveBeenCalled();
  });
});
