import type { Event } from "@events/contract";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getEventQueryOptions } from "@/api/events/get-event";
import { ApiError } from "@/lib/api-error";
import { expectLinks } from "@/testing/expect-links";
import { buildBareEvent, buildFullEvent } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { renderWithCache, seedQueryError } from "@/testing/render-with-cache";
import { getEventDocumentsQueryOptions } from "../api/get-event-documents";
import { EventDetailsRoute } from "../routes/event-details-route";

type CachedEvent = { event: Event } | { error: ApiError };

/**
 * The event (or its failure) and an empty documents list are put into the query cache as the
 * calls would, and kept fresh, so the screen renders without a server.
 */
function renderDetails({
  id,
  cached,
  initialEntries = [`/system-admin/event-details/${id}`],
}: {
  id: string;
  cached?: CachedEvent;
  initialEntries?: string[];
}) {
  renderWithCache(
    <Routes>
      <Route
        path="/system-admin/event-details/:id"
        element={inPortal("system_admin", <EventDetailsRoute />)}
      />
      <Route
        path="/event-admin/event-details/:id"
        element={inPortal("event_admin", <EventDetailsRoute />)}
      />
      <Route path="/system-admin/events" element={<p>Events list</p>} />
      <Route path="/system-admin/dashboard" element={<p>Dashboard</p>} />
    </Routes>,
    (queryClient) => {
      const eventKey = getEventQueryOptions(id).queryKey;
      if (cached && "event" in cached) queryClient.setQueryData(eventKey, cached.event);
      if (cached && "error" in cached) seedQueryError(queryClient, eventKey, cached.error);
      queryClient.setQueryData(getEventDocumentsQueryOptions(id).queryKey, { response: [] });
    },
    { initialEntries, withToasts: true },
  );
  return { user: userEvent.setup() };
}

function getFact(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: "dt" });
  const definition = term.parentElement?.querySelector("dd");
  if (!definition) throw new Error(`No value for ${label}`);
  return definition;
}

/** The clipboard is a browser ability; the test decides whether copying works. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(window.navigator, "clipboard", {
    configurable: true,
    value: { writeText },
  });
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, "clipboard");
});

describe("EventDetailsScreen", () => {
  it("shows every part of a fully described event", () => {
    const event = buildFullEvent();
    renderDetails({ id: event.id, cached: { event } });

    expect(screen.getByRole("heading", { level: 1, name: "Spring Gala" })).toBeInTheDocument();
    expect(screen.getByText("Active")).toHaveAttribute("data-tone", "green");
    expect(screen.getByText("Ceremonies")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Cover image of Spring Gala" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Logo of Spring Gala" })).toBeInTheDocument();

    expect(getFact("Start Date")).toHaveTextContent("5th of Mar 2025, 3:30 PM");
    expect(getFact("End Time")).toHaveTextContent("5th of Mar 2025, 6:00 PM");
    expect(getFact("Venue")).toHaveTextContent("Main Hall");
    expect(getFact("Expected Attendees")).toHaveTextContent("250");
    expect(getFact("Time Zone")).toHaveTextContent("Europe/London");
    expect(getFact("Description")).toHaveTextContent("An evening of music and awards.");

    const colours = within(screen.getByRole("region", { name: "Theme Colours" }));
    for (const [label, hex] of [
      ["Primary", "#112233"],
      ["Secondary", "#445566"],
      ["Accent", "#778899"],
      ["Colour 4", "#AABBCC"],
    ] as const) {
      expect(colours.getByText(label)).toBeInTheDocument();
      expect(colours.getByText(hex)).toBeInTheDocument();
    }

    const contact = within(screen.getByRole("region", { name: "Contact Person" }));
    expect(contact.getByText("Grace Hopper")).toBeInTheDocument();
    expectLinks(
      {
        "grace@example.org": "mailto:grace@example.org",
        "+1 (555) 010-0200": "tel:+15550100200",
      },
      contact,
    );

    const social = within(screen.getByRole("region", { name: "Social Media" }));
    for (const [name, href] of [
      ["Facebook", "https://facebook.com/springgala"],
      ["X", "https://x.com/springgala"],
      ["YouTube", "https://youtube.com/@springgala"],
      ["Instagram", "https://instagram.com/springgala"],
      ["Website", "https://springgala.example.org/"],
    ] as const) {
      const link = social.getByRole("link", { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    expect(getFact("Event ID")).toHaveTextContent(/^6f1c2a5e$/);
    expect(getFact("Created")).toHaveTextContent("2nd of Jan 2025, 9:05 AM");
    expect(getFact("Last Updated")).toHaveTextContent("3rd of Feb 2025, 2:45 PM");
    expect(getFact("Branded")).toHaveTextContent("Yes");

    expectLinks({
      "View Participants": `/system-admin/event-participants/${event.id}`,
      "Manage Sessions": `/system-admin/event-sessions/${event.id}`,
      "Check-in": `/system-admin/check-in/${event.id}`,
    });
    expect(screen.getByRole("heading", { level: 2, name: "Event Documents" })).toBeInTheDocument();
  });

  it("shows the fallbacks and the default colours for an event with nothing optional", () => {
    const event = buildBareEvent({ event_status: "POSTPONED" as Event["event_status"] });
    renderDetails({ id: event.id, cached: { event } });

    expect(screen.getByText("POSTPONED")).toHaveAttribute("data-tone", "yellow");
    expect(screen.getByTestId("cover-placeholder")).toBeInTheDocument();
    expect(getFact("Venue")).toHaveTextContent("Venue not specified");
    expect(getFact("Expected Attendees")).toHaveTextContent("Not specified");
    expect(getFact("Description")).toHaveTextContent("No description provided for this event.");
    expect(getFact("End Time")).toHaveTextContent("Date not set");
    expect(screen.getByText("No contact person specified")).toBeInTheDocument();
    expect(screen.getByText("No social media links provided.")).toBeInTheDocument();
    expect(getFact("Branded")).toHaveTextContent("No");

    const colours = within(screen.getByRole("region", { name: "Theme Colours" }));
    expect(colours.getAllByTestId("theme-swatch")).toHaveLength(3);
    for (const hex of ["#3B82F6", "#8B5CF6", "#EC4899"]) {
      expect(colours.getByText(hex)).toBeInTheDocument();
    }
  });

  it("shows only the contact links that have a value", () => {
    const event = buildBareEvent({ contact_person_name: "Grace Hopper" });
    renderDetails({ id: event.id, cached: { event } });
    const contact = within(screen.getByRole("region", { name: "Contact Person" }));
    expect(contact.getByText("Grace Hopper")).toBeInTheDocument();
    expect(contact.queryByRole("link")).not.toBeInTheDocument();
  });

  it("links within the event admin portal when opened there", () => {
    const event = buildFullEvent();
    renderDetails({
      id: event.id,
      cached: { event },
      initialEntries: [`/event-admin/event-details/${event.id}`],
    });
    expectLinks({
      "View Participants": `/event-admin/event-participants/${event.id}`,
      "Manage Sessions": `/event-admin/event-sessions/${event.id}`,
      "Check-in": `/event-admin/check-in/${event.id}`,
    });
  });

  it("links to the event's registration settings, registrations and door staff in either portal", () => {
    const event = buildFullEvent();
    for (const portal of ["system-admin", "event-admin"]) {
      renderDetails({
        id: event.id,
        cached: { event },
        initialEntries: [`/${portal}/event-details/${event.id}`],
      });
      expectLinks({
        Registration: `/${portal}/event-registration/${event.id}`,
        Registrations: `/${portal}/event-registrations/${event.id}`,
        "Door staff": `/${portal}/event-staff/${event.id}`,
      });
      cleanup();
    }
  });

  it("toggles like and save locally", async () => {
    const event = buildFullEvent();
    const { user } = renderDetails({ id: event.id, cached: { event } });
    const like = screen.getByRole("button", { name: "Like" });
    const save = screen.getByRole("button", { name: "Save" });
    expect(like).toHaveAttribute("aria-pressed", "false");
    expect(save).toHaveAttribute("aria-pressed", "false");

    await user.click(like);
    expect(like).toHaveAttribute("aria-pressed", "true");
    expect(save).toHaveAttribute("aria-pressed", "false");

    await user.click(save);
    await user.click(like);
    expect(like).toHaveAttribute("aria-pressed", "false");
    expect(save).toHaveAttribute("aria-pressed", "true");
  });

  it("copies the page link when the browser cannot share, and says so", async () => {
    const event = buildFullEvent();
    const { user } = renderDetails({ id: event.id, cached: { event } });
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);

    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Event link copied to clipboard!")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it("says so when the link cannot be copied", async () => {
    const event = buildFullEvent();
    const { user } = renderDetails({ id: event.id, cached: { event } });
    stubClipboard(vi.fn().mockRejectedValue(new Error("denied")));

    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Failed to copy link to clipboard")).toBeInTheDocument();
  });

  it("shows 'Event Not Found' when the server answers 404", async () => {
    const event = buildFullEvent();
    const { user } = renderDetails({
      id: event.id,
      cached: { error: new ApiError(404, "Event not found", "Event not found") },
    });
    expect(screen.getByRole("heading", { level: 1, name: "Event Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The event you're looking for doesn't exist.")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Back to Events" }));
    expect(screen.getByText("Events list")).toBeInTheDocument();
  });

  it("shows 'Event Not Found' for an address that cannot name an event", () => {
    renderDetails({ id: "not-an-id" });
    expect(screen.getByRole("heading", { level: 1, name: "Event Not Found" })).toBeInTheDocument();
  });

  it("shows the error with Go Back, which returns to the previous page", async () => {
    const event = buildFullEvent();
    const { user } = renderDetails({
      id: event.id,
      cached: { error: new ApiError(500, "HTTP error! status: 500") },
      initialEntries: ["/system-admin/dashboard", `/system-admin/event-details/${event.id}`],
    });
    expect(
      screen.getByRole("heading", { level: 1, name: "Error Loading Event" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("HTTP error! status: 500");

    await user.click(screen.getByRole("button", { name: "Go Back" }));
    expect(screen.getByText("Dashboard")).toBeInTheDocument();
  });

  it("goes to the events list on Go Back when the page was opened directly", async () => {
    const event = buildFullEvent();
    const { user } = renderDetails({
      id: event.id,
      cached: { error: new ApiError(0, "Network error: the server could not be reached") },
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Network error: the server could not be reached",
    );
    await user.click(screen.getByRole("button", { name: "Go Back" }));
    expect(screen.getByText("Events list")).toBeInTheDocument();
  });
});
