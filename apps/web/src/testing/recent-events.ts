import type { Event, PagedEventsResponse } from "@events/contract";
import { within } from "@testing-library/react";
import { expect } from "vitest";
import { buildNumberedEvent } from "./factories";

/** Four recent events, newest first, of which the dashboards list the first three. */
export function buildRecentEvents(): Event[] {
  return [
    buildNumberedEvent({
      id: 1,
      event_name: "Spring Gala",
      venue: "Main Hall",
      event_datetime: "2025-03-05T15:30:00",
      event_status: "ACTIVE",
    }),
    buildNumberedEvent({ id: 2, event_name: "Second", venue: null, event_status: "UPCOMING" }),
    buildNumberedEvent({ id: 3, event_name: "Third", event_status: "CANCELLED" }),
    buildNumberedEvent({ id: 4, event_name: "Too Old" }),
  ];
}

/** The dashboards' recent events answer: the first page of three, of `total` events in all. */
export function buildRecentEventsPage(events: Event[], total = events.length): PagedEventsResponse {
  return { events, total, page: 1, page_size: 3 };
}

/**
 * The dashboard's Recent Events section shows the first three of `buildRecentEvents()`, each with
 * its venue (or that none is given), its start and its status coloured like the status badges.
 */
export function expectFirstThreeRecentEvents(section: HTMLElement) {
  const items = within(section).getAllByRole("listitem");
  expect(items).toHaveLength(3);
  expect(within(section).queryByText("Too Old")).not.toBeInTheDocument();

  const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(first).getByText("Spring Gala")).toBeInTheDocument();
  expect(within(first).getByText("Main Hall")).toBeInTheDocument();
  expect(within(first).getByText("5th of Mar 2025, 3:30 PM")).toBeInTheDocument();
  expect(within(first).getByText("Active")).toHaveAttribute("data-tone", "green");
  expect(within(second).getByText("Venue not specified")).toBeInTheDocument();
  expect(within(second).getByText("Upcoming")).toHaveAttribute("data-tone", "blue");
  expect(within(third).getByText("Cancelled")).toHaveAttribute("data-tone", "red");
}
