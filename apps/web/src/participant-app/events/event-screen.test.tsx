import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, stubAppServer } from "../testing/app-server-stub";
import { renderAppAt, resetAppBetweenTests, setOnline } from "../testing/app-test-setup";
import { buildMyEventDetails, EVENT_ID } from "../testing/factories";
import { documentOfflineMessage } from "./event-screen";

resetAppBetweenTests();

const DOCUMENT_ID = "d0c00000-0000-4000-8000-000000000001";
const event = buildMyEventDetails({
  documents: [
    {
      id: DOCUMENT_ID,
      original_filename: "programme.pdf",
      file_type: "application/pdf",
      file_size: 1536,
      upload_date: "2027-04-01T10:00:00.000Z",
    },
  ],
});

describe("the event's page", () => {
  it("shows what the event is, where, whom to ask, and its tabs", async () => {
    stubAppServer({ [`GET /api/me/events/${EVENT_ID}`]: answer({ event }) });
    renderAppAt(`/app/events/${EVENT_ID}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Annual Conference 2027" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Three days of talks/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the venue in a map" })).toHaveAttribute(
      "href",
      event.map_url,
    );
    expect(screen.getByRole("link", { name: "eve@events.test" })).toHaveAttribute(
      "href",
      "mailto:eve@events.test",
    );
    expect(screen.getByRole("link", { name: "+44 161 000 0000" })).toHaveAttribute(
      "href",
      "tel:+44 161 000 0000",
    );
    expect(screen.getByRole("link", { name: "Website" })).toHaveAttribute(
      "href",
      "https://conference.events.test",
    );
    const tabs = screen.getByRole("navigation", { name: "Event" });
    expect(within(tabs).getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(tabs).getByRole("link", { name: "Agenda" })).toHaveAttribute(
      "href",
      `/app/events/${EVENT_ID}/agenda`,
    );
  });

  it("opens a document through the person's own document address", async () => {
    stubAppServer({ [`GET /api/me/events/${EVENT_ID}`]: answer({ event }) });
    renderAppAt(`/app/events/${EVENT_ID}`);
    const document = await screen.findByRole("link", { name: "programme.pdf" });
    expect(document).toHaveAttribute("href", `/api/me/events/${EVENT_ID}/documents/${DOCUMENT_ID}`);
    expect(document).toHaveAttribute("target", "_blank");
    expect(screen.getByText("1.50 KB")).toBeInTheDocument();
  });

  it("says that a document needs a connection instead of opening nothing", async () => {
    stubAppServer({ [`GET /api/me/events/${EVENT_ID}`]: answer({ event }) });
    renderAppAt(`/app/events/${EVENT_ID}`);
    const document = await screen.findByRole("link", { name: "programme.pdf" });
    setOnline(false);
    await userEvent.click(document);
    expect(screen.getByText(documentOfflineMessage())).toHaveAttribute("role", "alert");
  });

  it("says an event that is not the person's is not found", async () => {
    stubAppServer({
      [`GET /api/me/events/${EVENT_ID}`]: answer({ error: "Event not found" }, { status: 404 }),
    });
    renderAppAt(`/app/events/${EVENT_ID}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Event not found");
  });
});
