import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectLinks } from "@/testing/expect-links";
import { buildSession } from "@/testing/factories";
import { SessionCard, type SessionCardActions } from "./session-card";

function buildActions(): SessionCardActions {
  return { onDocument: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
}

describe("SessionCard", () => {
  it("shows the type, name, description, date, time range with duration and venue", () => {
    render(<SessionCard session={buildSession()} />);
    const card = screen.getByRole("article", { name: "Opening Keynote" });
    expect(within(card).getByText("Keynote")).toBeInTheDocument();
    expect(within(card).getByText("Welcome and vision")).toBeInTheDocument();
    expect(within(card).getByText("5th of Mar 2025")).toBeInTheDocument();
    expect(within(card).getByText("3:30 PM - 5:00 PM (1h 30m)")).toBeInTheDocument();
    expect(within(card).getByText("Main Hall")).toBeInTheDocument();
  });

  it("labels an 'Other' session with what the admin typed", () => {
    render(
      <SessionCard session={buildSession({ session_type: "other", other_session_type: "Yoga" })} />,
    );
    expect(screen.getByText("Yoga")).toBeInTheDocument();
    expect(screen.queryByText("Other")).not.toBeInTheDocument();
  });

  it("shows 'No image' when there is no image, and when the image fails to load", () => {
    const { unmount } = render(<SessionCard session={buildSession()} />);
    expect(screen.getByText("No image")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Full Size" })).not.toBeInTheDocument();
    unmount();

    render(
      <SessionCard session={buildSession({ image: "/media/s.png", image_url: "/media/s.png" })} />,
    );
    const image = screen.getByRole("img", { name: "Image of Opening Keynote" });
    expect(screen.queryByText("No image")).not.toBeInTheDocument();
    fireEvent.error(image);
    expect(screen.getByText("No image")).toBeInTheDocument();
  });

  it("links the document and the full-size image in new tabs, only when they exist", () => {
    render(
      <SessionCard
        session={buildSession({
          image: "/media/s.png",
          image_url: "/media/s.png",
          document: "/api/sessions/view-document/9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c61",
        })}
      />,
    );
    const viewDocument = screen.getByRole("link", { name: "View Document" });
    expect(viewDocument).toHaveAttribute(
      "href",
      `${window.location.origin}/api/sessions/view-document/9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c61`,
    );
    expect(viewDocument).toHaveAttribute("target", "_blank");
    expectLinks({ "Full Size": `${window.location.origin}/media/s.png` });
  });

  it("offers document, edit and delete to its admin", async () => {
    const user = userEvent.setup();
    const actions = buildActions();
    const session = buildSession();
    render(<SessionCard session={session} actions={actions} />);
    await user.click(screen.getByRole("button", { name: "Document for Opening Keynote" }));
    await user.click(screen.getByRole("button", { name: "Edit Opening Keynote" }));
    await user.click(screen.getByRole("button", { name: "Delete Opening Keynote" }));
    expect(actions.onDocument).toHaveBeenCalledWith(session);
    expect(actions.onEdit).toHaveBeenCalledWith(session);
    expect(actions.onDelete).toHaveBeenCalledWith(session);
  });

  it("offers no actions when read-only", () => {
    render(<SessionCard session={buildSession()} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
