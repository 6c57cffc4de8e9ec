import type { StaffMember } from "@events/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getEventQueryOptions } from "@/api/events/get-event";
import { getCard } from "@/testing/card-list";
import { buildEvent, EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { failingOnceThen, stubJsonServer } from "@/testing/stub-json-server";
import { typeIntoFields } from "@/testing/type-into-fields";
import {
  buildDevice,
  buildStaffMember,
  deviceId,
  STAFF_URL,
  staffUserId,
} from "../testing/fake-staff-server";
import { StaffScreen } from "./staff-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

function listAnswer(staff: StaffMember[]) {
  return { body: { staff } };
}

function renderStaffScreen() {
  const user = userEvent.setup();
  renderWithCache(
    inPortal("event_admin", <StaffScreen eventId={EVENT_ID} />),
    (client) => {
      client.setQueryData(
        getEventQueryOptions(EVENT_ID).queryKey,
        buildEvent({ event_name: "Spring Gala", time_zone: "America/New_York" }),
      );
    },
    { withToasts: true },
  );
  return user;
}

function getMember(name: string): HTMLElement {
  return getCard("Door staff of this event", name);
}

const ada = buildStaffMember(1, {
  name: "Ada Lovelace",
  email: "ada@example.org",
  password_chosen: true,
  devices: [
    buildDevice(1, {
      name: "Phone at North entrance",
      door: "North entrance",
      last_used_at: "2025-03-05T15:02:00.000Z",
    }),
  ],
});
const alan = buildStaffMember(2, { name: "Alan Turing", email: "alan@example.org" });

const PAIRING_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"></svg>';
const PAIRING_URL = `http://localhost:3000/door/pair#code=${"a".repeat(43)}`;

describe("StaffScreen", () => {
  it("lists each staff member with the invitation's state and their devices, times in the event's zone", async () => {
    stubJsonServer({ [`GET ${STAFF_URL}`]: listAnswer([ada, alan]) });
    renderStaffScreen();

    const adaItem = await waitFor(() => getMember("Ada Lovelace"));
    expect(screen.getByRole("heading", { level: 1, name: "Door staff" })).toBeInTheDocument();
    expect(screen.getByText("Spring Gala")).toBeInTheDocument();
    expect(adaItem).toHaveTextContent("ada@example.org");
    expect(adaItem).toHaveTextContent("Password chosen");
    const device = within(adaItem).getByTestId("staff-device");
    expect(device).toHaveTextContent("Phone at North entrance");
    expect(device).toHaveTextContent("Door: North entrance");
    expect(device).toHaveTextContent("Last used 5th of Mar 2025, 10:02 AM");
    expect(
      within(device).getByRole("button", { name: "Sign out device Phone at North entrance" }),
    ).toBeInTheDocument();

    const alanItem = getMember("Alan Turing");
    expect(alanItem).toHaveTextContent("Invitation sent");
    expect(alanItem).toHaveTextContent("No devices paired");
    expect(within(alanItem).getByRole("button", { name: "Pair a device for Alan Turing" }));
    expect(within(alanItem).getByRole("button", { name: "Remove Alan Turing" }));
    expect(screen.getByText("Times in America/New_York.")).toBeInTheDocument();
  });

  it("says when the event has no door staff yet", async () => {
    stubJsonServer({ [`GET ${STAFF_URL}`]: listAnswer([]) });
    renderStaffScreen();
    expect(await screen.findByRole("heading", { name: "No door staff yet" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Door staff of this event" })).toBeNull();
  });

  it("says the list failed to load and loads it again on request", async () => {
    stubJsonServer({ [`GET ${STAFF_URL}`]: failingOnceThen(listAnswer([alan])) });
    const user = renderStaffScreen();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load the door staff");
    expect(screen.queryByRole("heading", { name: "No door staff yet" })).toBeNull();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await waitFor(() => getMember("Alan Turing"))).toBeInTheDocument();
  });

  it("adds door staff, says what the server said and shows them in the list", async () => {
    let staff = [ada];
    const server = stubJsonServer({
      [`GET ${STAFF_URL}`]: () => listAnswer(staff),
      [`POST ${STAFF_URL}`]: () => {
        staff = [ada, alan];
        return {
          status: 201,
          body: {
            message: "Door staff added; they were e-mailed a link to choose a password",
            staff_member: alan,
          },
        };
      },
    });
    const user = renderStaffScreen();
    await waitFor(() => getMember("Ada Lovelace"));
    const form = screen.getByRole("form", { name: "Add door staff" });
    await typeIntoFields(user, { "E-mail": " alan@example.org ", Name: "Alan Turing" });
    await user.click(within(form).getByRole("button", { name: "Add door staff" }));

    expect(
      await screen.findByText("Door staff added; they were e-mailed a link to choose a password"),
    ).toBeInTheDocument();
    expect(await waitFor(() => getMember("Alan Turing"))).toBeInTheDocument();
    expect(server.writes()).toEqual([
      { method: "POST", url: STAFF_URL, body: { email: "alan@example.org", name: "Alan Turing" } },
    ]);
    expect(screen.getByLabelText("E-mail")).toHaveValue("");
    expect(screen.getByLabelText("E-mail")).toHaveFocus();
  });

  it("checks the fields by the contract's rules before sending anything", async () => {
    const server = stubJsonServer({ [`GET ${STAFF_URL}`]: listAnswer([]) });
    const user = renderStaffScreen();
    await screen.findByRole("heading", { name: "No door staff yet" });
    await user.type(screen.getByLabelText("E-mail"), "not an address");
    await user.click(screen.getByRole("button", { name: "Add door staff" }));

    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("E-mail")).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("shows the server's conflict beside the e-mail and keeps what was typed", async () => {
    stubJsonServer({
      [`GET ${STAFF_URL}`]: listAnswer([]),
      [`POST ${STAFF_URL}`]: {
        status: 409,
        body: { error: "This e-mail belongs to an administrator, who cannot be door staff" },
      },
    });
    const user = renderStaffScreen();
    await screen.findByRole("heading", { name: "No door staff yet" });
    await typeIntoFields(user, { "E-mail": "grace@example.org", Name: "Grace Hopper" });
    await user.click(screen.getByRole("button", { name: "Add door staff" }));

    const email = screen.getByLabelText("E-mail");
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        "This e-mail belongs to an administrator, who cannot be door staff",
      ),
    );
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveValue("grace@example.org");
    expect(screen.getByLabelText("Name")).toHaveValue("Grace Hopper");
  });

  it("removes a staff member only once the question is answered", async () => {
    let staff = [ada, alan];
    const removeUrl = `${STAFF_URL}/${staffUserId(2)}`;
    const server = stubJsonServer({
      [`GET ${STAFF_URL}`]: () => listAnswer(staff),
      [`DELETE ${removeUrl}`]: () => {
        staff = [ada];
        return {
          body: { message: "Door staff removed; their devices for this event are signed out" },
        };
      },
    });
    const user = renderStaffScreen();
    await user.click(await screen.findByRole("button", { name: "Remove Alan Turing" }));
    const question = screen.getByRole("alertdialog", {
      name: "Remove Alan Turing from this event's door staff?",
    });
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(server.writes()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Remove Alan Turing" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }),
    );
    expect(
      await screen.findByText("Door staff removed; their devices for this event are signed out"),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Alan Turing" })).not.toBeInTheDocument(),
    );
    expect(server.writes()).toEqual([{ method: "DELETE", url: removeUrl, body: undefined }]);
  });

  it("signs a device out after asking, and shows the refusal when the server has none of it", async () => {
    const deviceUrl = `${STAFF_URL}/${staffUserId(1)}/devices/${deviceId(1)}`;
    const server = stubJsonServer({
      [`GET ${STAFF_URL}`]: listAnswer([ada]),
      [`DELETE ${deviceUrl}`]: { status: 404, body: { error: "Device not found" } },
    });
    const user = renderStaffScreen();
    await user.click(
      await screen.findByRole("button", { name: "Sign out device Phone at North entrance" }),
    );
    const question = screen.getByRole("alertdialog", { name: "Sign out Phone at North entrance?" });
    await user.click(within(question).getByRole("button", { name: "Sign out device" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Device not found");
    expect(server.writes()).toEqual([{ method: "DELETE", url: deviceUrl, body: undefined }]);
  });
});

describe("Pairing a device", () => {
  const pairingUrl = `${STAFF_URL}/${staffUserId(2)}/pairing`;

  it("shows the QR code, the link to copy and when the one-use code expires", async () => {
    let isPaired = false;
    const server = stubJsonServer({
      [`GET ${STAFF_URL}`]: () =>
        listAnswer([isPaired ? { ...alan, devices: [buildDevice(2, { name: "Tablet" })] } : alan]),
      [`POST ${pairingUrl}`]: () => {
        isPaired = true;
        return {
          status: 201,
          body: { url: PAIRING_URL, qr_svg: PAIRING_SVG, expires_at: "2025-03-05T15:10:00.000Z" },
        };
      },
    });
    const user = renderStaffScreen();
    await user.click(await screen.findByRole("button", { name: "Pair a device for Alan Turing" }));

    const dialog = screen.getByRole("dialog", { name: "Pair a device for Alan Turing" });
    const qr = await within(dialog).findByRole("img", { name: "Pairing QR code for Alan Turing" });
    expect(qr).toHaveAttribute("src", `data:image/svg+xml;utf8,${encodeURIComponent(PAIRING_SVG)}`);
    expect(within(dialog).getByTestId("pairing-expiry")).toHaveTextContent(
      "Works once, for 10 minutes: until 5th of Mar 2025, 10:10 AM (America/New_York).",
    );
    expect(within(dialog).getByLabelText("Pairing link")).toHaveValue(PAIRING_URL);

    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await within(dialog).findByText("Copied")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(PAIRING_URL);

    // Closing shows the device that paired meanwhile.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await within(getMember("Alan Turing")).findByText("Tablet")).toBeInTheDocument();
    expect(server.writes()).toEqual([{ method: "POST", url: pairingUrl, body: undefined }]);
  });

  it("says why no code could be made, and makes one on request", async () => {
    let attempts = 0;
    stubJsonServer({
      [`GET ${STAFF_URL}`]: listAnswer([alan]),
      [`POST ${pairingUrl}`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 404, body: { error: "Door staff not found" } }
          : {
              status: 201,
              body: { url: PAIRING_URL, qr_svg: PAIRING_SVG, expires_at: "2025-03-05T15:10:00Z" },
            };
      },
    });
    const user = renderStaffScreen();
    await user.click(await screen.findByRole("button", { name: "Pair a device for Alan Turing" }));
    const dialog = screen.getByRole("dialog", { name: "Pair a device for Alan Turing" });
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("The pairing code could not be made");
    expect(alert).toHaveTextContent("Door staff not found");

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await within(dialog).findByRole("img", { name: "Pairing QR code for Alan Turing" }),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe("StaffScreen in German", () => {
  it("shows the staff, their devices and what can be done in German", async () => {
    await showTextsIn("de");
    stubJsonServer({ [`GET ${STAFF_URL}`]: listAnswer([ada, alan]) });
    renderStaffScreen();

    const list = await screen.findByRole("list", { name: "Einlasspersonal dieser Veranstaltung" });
    expect(screen.getByRole("heading", { level: 1, name: "Einlasspersonal" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Einlasspersonal hinzufügen" })).toBeInTheDocument();
    const adaItem = within(list).getByRole("listitem", { name: "Ada Lovelace" });
    expect(adaItem).toHaveTextContent("Passwort gewählt");
    const device = within(adaItem).getByTestId("staff-device");
    expect(device).toHaveTextContent("Eingang: North entrance");
    expect(
      within(device).getByRole("button", { name: "Gerät Phone at North entrance abmelden" }),
    ).toHaveTextContent("Gerät abmelden");
    const alanItem = within(list).getByRole("listitem", { name: "Alan Turing" });
    expect(alanItem).toHaveTextContent("Einladung gesendet");
    expect(alanItem).toHaveTextContent("Keine Geräte gekoppelt");
    expect(
      within(alanItem).getByRole("button", { name: "Gerät für Alan Turing koppeln" }),
    ).toBeInTheDocument();
    expect(
      within(alanItem).getByRole("button", { name: "Alan Turing entfernen" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Zeiten in America/New_York.")).toBeInTheDocument();
  });

  it("says the server's conflict beside the e-mail in German, by its code", async () => {
    await showTextsIn("de");
    stubJsonServer({
      [`GET ${STAFF_URL}`]: listAnswer([]),
      [`POST ${STAFF_URL}`]: {
        status: 409,
        body: {
          error: "This e-mail belongs to an administrator, who cannot be door staff",
          code: "doorStaff.administratorEmail",
        },
      },
    });
    const user = renderStaffScreen();
    await screen.findByRole("form", { name: "Einlasspersonal hinzufügen" });
    await typeIntoFields(user, { "E-Mail": "grace@example.org", Name: "Grace Hopper" });
    await user.click(screen.getByRole("button", { name: "Einlasspersonal hinzufügen" }));
    await waitFor(() =>
      expect(screen.getByLabelText("E-Mail")).toHaveAccessibleDescription(
        "Diese E-Mail-Adresse gehört einem Admin, der kein Einlasspersonal sein kann",
      ),
    );
  });
});
