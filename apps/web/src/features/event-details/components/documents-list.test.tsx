import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildDocument } from "@/testing/factories";
import { DocumentsList } from "./documents-list";

const documents = [
  buildDocument(),
  buildDocument({
    id: "00000000-0000-4000-8000-0000000000d2",
    original_filename: "Minutes.DOCX",
    file_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    file_size: 2 * 1024 * 1024,
    upload_date: "2025-01-03T09:05:00.000Z",
  }),
  buildDocument({
    id: "00000000-0000-4000-8000-0000000000d3",
    original_filename: "stage.webp",
    file_type: "image/webp",
    file_size: 512,
  }),
  buildDocument({
    id: "00000000-0000-4000-8000-0000000000d4",
    original_filename: "notes.txt",
    file_type: "text/plain",
    file_size: 1024 ** 3,
  }),
];

function renderList() {
  const handlers = { onView: vi.fn(), onDownload: vi.fn(), onDelete: vi.fn() };
  render(<DocumentsList documents={documents} {...handlers} />);
  return { ...handlers, user: userEvent.setup() };
}

describe("DocumentsList", () => {
  it("shows each document's icon by kind, name, size and upload date", () => {
    renderList();
    const rows = screen.getAllByRole("listitem") as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(rows).toHaveLength(4);

    expect(within(rows[0]).getByRole("img", { name: "PDF document" })).toBeInTheDocument();
    expect(within(rows[0]).getByText("agenda.pdf")).toBeInTheDocument();
    expect(within(rows[0]).getByText("1.50 KB")).toBeInTheDocument();
    expect(within(rows[0]).getByText("5th of Mar 2025, 3:30 PM")).toBeInTheDocument();

    expect(within(rows[1]).getByRole("img", { name: "Word document" })).toBeInTheDocument();
    expect(within(rows[1]).getByText("2.00 MB")).toBeInTheDocument();
    expect(within(rows[1]).getByText("3rd of Jan 2025, 9:05 AM")).toBeInTheDocument();

    expect(within(rows[2]).getByRole("img", { name: "Image" })).toBeInTheDocument();
    expect(within(rows[2]).getByText("512.00 Bytes")).toBeInTheDocument();

    expect(within(rows[3]).getByRole("img", { name: "File" })).toBeInTheDocument();
    expect(within(rows[3]).getByText("1.00 GB")).toBeInTheDocument();
  });

  it("views, downloads and deletes the document of the row", async () => {
    const { user, onView, onDownload, onDelete } = renderList();
    await user.click(screen.getByRole("button", { name: "View Minutes.DOCX" }));
    expect(onView).toHaveBeenCalledWith(documents[1]);
    await user.click(screen.getByRole("button", { name: "Download stage.webp" }));
    expect(onDownload).toHaveBeenCalledWith(documents[2]);
    await user.click(screen.getByRole("button", { name: "Delete agenda.pdf" }));
    expect(onDelete).toHaveBeenCalledWith(documents[0]);
  });

  it("disables the download of a document being fetched", () => {
    render(
      <DocumentsList
        documents={documents}
        downloadingId={documents[0]?.id}
        onView={vi.fn()}
        onDownload={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByRole("button", { name: "Download agenda.pdf" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download notes.txt" })).toBeEnabled();
  });

  it("shows the empty state without documents", () => {
    render(
      <DocumentsList documents={[]} onView={vi.fn()} onDownload={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByRole("heading", { name: "No documents uploaded yet." })).toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
  });
});
