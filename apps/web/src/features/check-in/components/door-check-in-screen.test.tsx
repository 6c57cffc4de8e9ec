import "fake-indexeddb/auto";
import { onlineManager } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { DOOR_EVENT, doorPeople, stubSyncServer } from "../testing/fake-sync-server";
import { formatZoneClock } from "../utils/format-clock";
import { CheckInScreen } from "./check-in-screen";
import { DoorCheckInScreen } from "./door-check-in-screen";
import type { ScannerParts } from "./scan-panel";

const { ada, grace } = doorPeople;

/** A device whose camera is not there: tickets are typed. */
const noCamera: ScannerParts = {
  openCamera: () => Promise.reject(new DOMException("No camera", "NotFoundError")),
  createDecoder: async () => ({ decode: async () => null }),
};

function renderDoor() {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({ queries: { staleTime: 0, retry: false } });
  return renderWithQueryClient(
    <DoorCheckInScreen eventId={EVENT_ID} scannerParts={noCamera} />,
    queryClient,
  );
}

async function nameDoor(user: ReturnType<typeof userEvent.setup>, door: string) {
  const form = await screen.findByRole("form", { name: "Which door is this?" });
  await user.type(within(form).getByRole("textbox", { name: /Door name/ }), door);
  await user.click(within(form).getByRole("button", { name: "Save door" }));
  expect(await screen.findByText(`Door: ${door}`)).toBeInTheDocument();
}

/** What the browser does when the network comes and goes; the screen listens for these. */
function browserGoes(state: "online" | "offline") {
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}

beforeEach(() => {
  vi.stubGlobal("indexedDB", new IDBFactory());
});

afterEach(() => {
  vi.unstubAllGlobals();
  // The query library heard the window's 'offline' too, and would hold the next test's queries.
  onlineManager.setOnline(true);
});

describe("DoorCheckInScreen", () => {
  it("asks which door this is once, then checks a participant in by name", async () => {
    const user = userEvent.setup();
    const server = await stubSyncServer([ada, grace]);
    const { unmount } = renderDoor();

    expect(await screen.findByText("Spring Gala")).toBeInTheDocument();
    await nameDoor(user, "North entrance");
    const search = screen.getByRole("searchbox", { name: "Find a participant" });
    await user.type(search, "ada");
    const row = await screen.findByRole("article", { name: "Ada Lovelace" });
    expect(within(row).getByText("Speaker")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Grace Hopper" })).toBeNull();
    await user.click(within(row).getByRole("button", { name: "Check in Ada Lovelace" }));

    const answers = await screen.findByRole("region", { name: "Latest answers" });
    expect(await within(answers).findByText("Checked in")).toBeInTheDocument();
    expect(server.person(ada.id)?.checked_in_door).toBe("North entrance");
    expect(await screen.findByText("Checked in 1 of 2")).toBeInTheDocument();
    expect(await screen.findByText("North entrance: 1")).toBeInTheDocument();
    unmount();

    // The door is kept on the device: the screen opens straight on the search.
    renderDoor();
    expect(await screen.findByText("Door: North entrance")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Which door is this?" })).toBeNull();
  });

  it("goes on offline with a banner of the check-ins waiting, and sends them when back", async () => {
    const user = userEvent.setup();
    const server = await stubSyncServer([ada, grace]);
    renderDoor();
    await nameDoor(user, "West door");
    await screen.findByRole("article", { name: "Grace Hopper" });

    server.setNetwork("down");
    browserGoes("offline");
    const banner = await screen.findByText("Offline — 0 check-ins waiting to be sent");
    expect(banner.closest("[role=status]")).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Check in Grace Hopper" }));
    expect(await screen.findByText("Offline — 1 check-in waiting to be sent")).toBeInTheDocument();
    const row = screen.getByRole("article", { name: "Grace Hopper" });
    expect(within(row).getByText("Waiting to be sent")).toBeInTheDocument();
    expect(screen.getByTestId("check-in-count")).toHaveTextContent(
      "Checked in 1 of 2 (this device's copy)",
    );

    // A ticket typed in, checked against the copy.
    await user.click(screen.getByRole("button", { name: "Scan" }));
    await user.type(screen.getByRole("textbox", { name: "Ticket code" }), ada.code);
    await user.click(screen.getByRole("button", { name: "Check ticket" }));
    // This device has no camera: the typed code's answer covers the screen all the same.
    const answer = (await screen.findByText(/^Saved on this device/)).closest("[role=alert]");
    expect(answer).toHaveAttribute("data-tone", "success");
    expect(answer).toHaveTextContent("Ada Lovelace");
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Offline — 2 check-ins waiting to be sent")).toBeInTheDocument();
    expect(server.syncRequests()).toHaveLength(0);

    server.setNetwork("up");
    browserGoes("online");
    await waitFor(() => expect(server.count().checked_in).toBe(2));
    await waitFor(() => expect(screen.queryByText(/^Offline/)).toBeNull());
    expect(server.syncRequests()).toHaveLength(1);
    expect(server.person(grace.id)?.checked_in_door).toBe("West door");
  });

  it("lists a check-in another door made earlier as a conflict, and offers no undo offline", async () => {
    const user = userEvent.setup();
    const server = await stubSyncServer([ada, grace]);
    renderDoor();
    await nameDoor(user, "West door");
    await user.click(await screen.findByRole("button", { name: "Check in Ada Lovelace" }));
    await waitFor(() => expect(server.person(ada.id)?.checked_in_door).toBe("West door"));

    // North entrance scanned her an hour before, offline, and sends it only now.
    const earlier = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    server.syncElsewhere({
      door: "North entrance",
      scans: [{ nonce: crypto.randomUUID(), scanned_at: earlier, participant_id: ada.id }],
    });
    browserGoes("online");
    const conflicts = await screen.findByRole("region", { name: "Conflicts" });
    expect(
      await within(conflicts).findByText(
        `Already checked in at North entrance, ${formatZoneClock(earlier, "Europe/London")}`,
        { exact: false },
      ),
    ).toBeInTheDocument();

    server.setNetwork("down");
    browserGoes("offline");
    const row = screen.getByRole("article", { name: "Ada Lovelace" });
    expect(await within(row).findByText("Undo needs the network; try again when back online"));
    expect(
      within(row).getByRole("button", { name: "Undo check-in of Ada Lovelace" }),
    ).toBeDisabled();
  });

  it("says the event is not found when it is not one of the caller's", async () => {
    await stubSyncServer([ada], { ...DOOR_EVENT, id: "00000000-0000-4000-8000-000000000009" });
    renderDoor();
    expect(await screen.findByRole("heading", { name: "Event not found" })).toBeInTheDocument();
  });
});

describe("CheckInScreen offline", () => {
  it("goes on against the copy, asking for the door, and sends when the network is back", async () => {
    const user = userEvent.setup();
    const server = await stubSyncServer([ada, grace]);
    const queryClient = createTestQueryClient();
    queryClient.setDefaultOptions({ queries: { staleTime: 0, retry: false } });
    renderWithQueryClient(
      inPortal("event_admin", <CheckInScreen eventId={EVENT_ID} />),
      queryClient,
    );
    expect(await screen.findByText("Spring Gala")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Name this door" })).toBeInTheDocument();

    server.setNetwork("down");
    browserGoes("offline");
    expect(await screen.findByText("Offline — 0 check-ins waiting to be sent")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Which door is this?" });
    expect(form).toHaveTextContent("Name this door to go on checking people in while offline.");
    await user.type(within(form).getByRole("textbox", { name: /Door name/ }), "Box office");
    await user.click(within(form).getByRole("button", { name: "Save door" }));
    await user.click(await screen.findByRole("button", { name: "Check in Grace Hopper" }));
    expect(await screen.findByText("Offline — 1 check-in waiting to be sent")).toBeInTheDocument();

    server.setNetwork("up");
    browserGoes("online");
    await waitFor(() => expect(server.person(grace.id)?.checked_in_door).toBe("Box office"));
    await waitFor(() => expect(screen.queryByText(/^Offline/)).toBeNull());
  });
});

describe("DoorCheckInScreen in German", () => {
  it("asks for the door, checks in and goes on offline, every word in German", async () => {
    await showTextsIn("de");
    const user = userEvent.setup();
    const server = await stubSyncServer([ada, grace]);
    renderDoor();

    const form = await screen.findByRole("form", { name: "Welcher Eingang ist das?" });
    await user.type(
      within(form).getByRole("textbox", { name: /Name des Eingangs/ }),
      "Nordeingang",
    );
    await user.click(within(form).getByRole("button", { name: "Eingang speichern" }));
    expect(await screen.findByText("Eingang: Nordeingang")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Eingang ändern" })).toBeInTheDocument();

    const row = await screen.findByRole("article", { name: "Ada Lovelace" });
    await user.click(within(row).getByRole("button", { name: "Ada Lovelace einchecken" }));
    const answers = await screen.findByRole("region", { name: "Letzte Antworten" });
    expect(await within(answers).findByText("Eingecheckt")).toBeInTheDocument();
    expect(await screen.findByText("1 von 2 eingecheckt")).toBeInTheDocument();
    expect(await screen.findByText("Nordeingang: 1")).toBeInTheDocument();

    server.setNetwork("down");
    browserGoes("offline");
    expect(
      await screen.findByText("Offline — 0 Check-ins warten auf das Senden"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Suche und Scans laufen mit der Kopie der Liste auf diesem Gerät weiter."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Grace Hopper einchecken" }));
    expect(
      await screen.findByText("Offline — 1 Check-in wartet auf das Senden"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Grace Hopper" })).getByText("Wartet auf Senden"),
    ).toBeInTheDocument();
    expect(screen.getByTestId("check-in-count")).toHaveTextContent(
      "2 von 2 eingecheckt (Kopie dieses Geräts)",
    );
  });
});
