import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildDocument } from "@/testing/factories";
import { stubObjectUrls } from "@/testing/object-urls";
import { DocumentPreview, DocumentViewerDialog } from "./document-viewer-dialog";

describe("DocumentPreview", () => {
  it("shows a PDF in a frame", () => {
    render(<DocumentPreview name="agenda.pdf" mimeType="application/pdf" url="blob:pdf" />);
    expect(screen.getByTitle("agenda.pdf preview")).toHaveAttribute("src", "blob:pdf");
  });

  it("shows an image inline", () => {
    render(<DocumentPreview name="stage.png" mimeType="image/png" url="blob:png" />);
    expect(screen.getByRole("img", { name: "stage.png" })).toHaveAttribute("src", "blob:png");
  });

  it("says other types cannot be previewed", () => {
    render(<DocumentPreview name="minutes.docx" mimeType="application/msword" url="blob:doc" />);
    expect(screen.getByText("Preview not available for this file type")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});

describe("DocumentViewerDialog", () => {
  const { revokeObjectURL } = stubObjectUrls("viewer");

  it("shows a spinner until the file arrives, with the file name as its title", () => {
    render(
      <DocumentViewerDialog
        document={buildDocument()}
        blob={undefined}
        onDownload={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole("dialog", { name: "agenda.pdf" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading document...");
    expect(screen.getByRole("button", { name: "Download" })).toBeDisabled();
  });

  it.each([
    ["agenda.pdf", "application/pdf", "iframe"],
    ["stage.jpg", "image/jpeg", "img"],
    ["minutes.doc", "application/msword", "none"],
  ])("chooses the preview of %s by the blob's type", async (name, type, expected) => {
    const blob = new Blob(["content"], { type });
    render(
      <DocumentViewerDialog
        document={buildDocument({ original_filename: name, file_type: type })}
        blob={blob}
        onDownload={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    if (expected === "iframe") {
      expect(await screen.findByTitle(`${name} preview`)).toHaveAttribute("src", "blob:viewer-1");
    } else if (expected === "img") {
      expect(await screen.findByRole("img", { name })).toHaveAttribute("src", "blob:viewer-1");
    } else {
      expect(screen.getByText("Preview not available for this file type")).toBeInTheDocument();
    }
  });

  it("previews by the blob's type, downloads it and releases its URL when closed", async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const onClose = vi.fn();
    const blob = new Blob(["png"], { type: "image/png" });
    const document = buildDocument({ original_filename: "stage.png", file_type: "image/png" });
    const { unmount } = render(
      <DocumentViewerDialog
        document={document}
        blob={blob}
        onDownload={onDownload}
        onClose={onClose}
      />,
    );
    expect(await screen.findByRole("img", { name: "stage.png" })).toHaveAttribute(
      "src",
      "blob:viewer-1",
    );
    await user.click(screen.getByRole("button", { name: "Download" }));
    expect(onDownload).toHaveBeenCalledWith(blob);

    const closeButtons = screen.getAllByRole("button", { name: "Close" });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:viewer-1");
  });
});
