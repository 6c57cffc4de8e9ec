import type { EventDocument } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/lib/query-keys";
import { cancelAtConfirmation } from "@/testing/cancel-at-confirmation";
import { buildDocument, EVENT_ID } from "@/testing/factories";
import { renderWithCache } from "@/testing/render-with-cache";
import { EventDocuments } from "./event-documents";

/** The list is put into the cache as its call would, and kept fresh, so no server is needed. */
function renderCard(documents: EventDocument[]) {
  renderWithCache(<EventDocuments eventId={EVENT_ID} />, (queryClient) => {
    queryClient.setQueryData(queryKeys.eventDocuments.list(EVENT_ID), { response: documents });
  });
  return userEvent.setup();
}

describe("EventDocuments", () => {
  it("lists the event's documents under 'Event Documents'", () => {
    renderCard([buildDocument()]);
    const card = screen.getByRole("region", { name: "Event Documents" });
    expect(within(card).getByText("agenda.pdf")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Upload Document" })).toBeInTheDocument();
  });

  it("shows the empty state when there are none", () => {
    renderCard([]);
    expect(screen.getByRole("heading", { name: "No documents uploaded yet." })).toBeInTheDocument();
  });

  it("opens the upload dialog and closes it with Cancel", async () => {
    const user = renderCard([]);
    await user.click(screen.getByRole("button", { name: "Upload Document" }));
    const dialog = screen.getByRole("dialog", { name: "Upload Document" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks before deleting a document", async () => {
    const user = renderCard([buildDocument()]);
    await cancelAtConfirmation(
      user,
      "Delete agenda.pdf",
      "Are you sure you want to delete this document?",
    );
    expect(screen.getByText("agenda.pdf")).toBeInTheDocument();
  });
});
