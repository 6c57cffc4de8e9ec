import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { buildEvent } from "@/testing/factories";
import { renderWithRouter } from "@/testing/render-with-router";
import { EventCard, type EventCardProps } from "./event-card";

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderCard(overrides: Partial<EventCardProps> = {}) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  const event = overrides.event ?? buildEvent();
  renderWithRouter(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <EventCard
              event={event}
              detailsPath={`/system-admin/event-details/${event.id}`}
              onEdit={onEdit}
              onDelete={onDelete}
              {...overrides}
            />
            <CurrentPath />
          </>
        }
      />
    </Routes>,
    ["/system-admin/events"],
  );
  return { onEdit, onDelete, event, user: userEvent.setup() };
}

describe("EventCard", () => {
  it("shows the name, venue, formatted start, and 'No contact specified' without a contact", () => {
    renderCard();
    expect(screen.getByRole("heading", { name: "Spring Gala" })).toBeInTheDocument();
    expect(screen.getByText("Main Hall")).toBeInTheDocument();
    expect(screen.getByText("5th of Mar 2025, 3:30 PM")).toBeInTheDocument();
    expect(screen.getByText("No contact specified")).toBeInTheDocument();
    expect(screen.getByTestId("cover-placeholder")).toBeInTheDocument();
  });

  it("shows the contact person's name when there is one", () => {
    renderCard({ event: buildEvent({ contact_person_name: "Grace Hopper" }) });
    expect(screen.getByText("Grace Hopper")).toBeInTheDocument();
    expect(screen.queryByText("No contact specified")).not.toBeInTheDocument();
  });

  it.each([
    ["INPROGRESS", "In Progress", "green"],
    ["COMPLETED", "Completed", "blue"],
    ["SCHEDULED", "Scheduled", "yellow"],
    ["CANCELLED", "Cancelled", "yellow"],
  ] as const)("words %s as '%s' in a %s badge", (status, label, tone) => {
    renderCard({ event: buildEvent({ event_status: status }) });
    expect(screen.getByText(label)).toHaveAttribute("data-tone", tone);
  });

  it("shows the cover image and logo from the media paths", () => {
    renderCard({
      event: buildEvent({ cover_image_url: "/media/cover.png", logo_url: "/media/logo.png" }),
    });
    expect(screen.getByRole("img", { name: "Cover image of Spring Gala" })).toHaveAttribute(
      "src",
      `${window.location.origin}/media/cover.png`,
    );
    expect(screen.getByRole("img", { name: "Logo of Spring Gala" })).toBeInTheDocument();
  });

  it("opens the event's details from its link, also with Enter", async () => {
    const { user, event } = renderCard();
    const link = screen.getByRole("link", { name: "Spring Gala" });
    expect(link).toHaveAttribute("href", `/system-admin/event-details/${event.id}`);
    link.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("path")).toHaveTextContent(`/system-admin/event-details/${event.id}`);
  });

  it("edits and deletes without leaving the list", async () => {
    const { user, onEdit, onDelete, event } = renderCard();
    await user.click(screen.getByRole("button", { name: "Edit Spring Gala" }));
    expect(onEdit).toHaveBeenCalledWith(event);
    await user.click(screen.getByRole("button", { name: "Delete Spring Gala" }));
    expect(onDelete).toHaveBeenCalledWith(event);
    expect(screen.getByTestId("path")).toHaveTextContent("/system-admin/events");
  });
});
