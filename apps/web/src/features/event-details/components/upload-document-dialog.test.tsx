import { EVENT_DOCUMENT_FILE_RULE } from "@events/contract";
import { createEvent, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildFile } from "@/testing/files";
import { UploadDocumentDialog, type UploadDocumentDialogProps } from "./upload-document-dialog";

function renderDialog(props: Partial<UploadDocumentDialogProps> = {}) {
  const onUpload = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <UploadDocumentDialog
      open
      isUploading={false}
      progress={0}
      onUpload={onUpload}
      onClose={onClose}
      {...props}
    />,
  );
  // applyAccept off: the browser's accept filter is a hint; the dialog's own check is tested.
  return { ...view, onUpload, onClose, user: userEvent.setup({ applyAccept: false }) };
}

describe("UploadDocumentDialog", () => {
  it("is named Upload Document and shows the supported types", () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Upload Document" })).toBeInTheDocument();
    expect(screen.getByText("Supported: PDF, DOC, DOCX, JPG, PNG, GIF, WEBP")).toBeInTheDocument();
    expect(screen.getByLabelText("Document file")).toHaveAttribute(
      "accept",
      ".pdf,.doc,.docx,.jpg,.jpeg,.png,.gif,.webp",
    );
    expect(screen.getByRole("button", { name: "Choose File" })).toBeInTheDocument();
  });

  it("asks for a file when Upload is pressed without one", async () => {
    const { user, onUpload } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a file to upload");
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("shows the chosen file's name and size, uploads it and can remove it", async () => {
    const { user, onUpload } = renderDialog();
    const file = buildFile("agenda.pdf", "application/pdf", 1536);
    await user.upload(screen.getByLabelText("Document file"), file);
    expect(screen.getByText("agenda.pdf")).toBeInTheDocument();
    expect(screen.getByText("1.50 KB")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(onUpload).toHaveBeenCalledWith(file);

    await user.click(screen.getByRole("button", { name: "Remove agenda.pdf" }));
    expect(screen.queryByText("agenda.pdf")).not.toBeInTheDocument();
  });

  it("refuses an unsupported extension", async () => {
    const { user, onUpload } = renderDialog();
    await user.upload(screen.getByLabelText("Document file"), buildFile("sheet.xlsx", ""));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Unsupported file type. Supported: PDF, DOC, DOCX, JPG, PNG, GIF, WEBP",
    );
    expect(screen.queryByText("sheet.xlsx")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("refuses a file over the size limit", async () => {
    const { user } = renderDialog();
    await user.upload(
      screen.getByLabelText("Document file"),
      buildFile("huge.pdf", "application/pdf", EVENT_DOCUMENT_FILE_RULE.maxBytes + 1),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The file must be 100 MB or smaller");
  });

  it("highlights the drop zone while dragging and takes a dropped file", () => {
    renderDialog();
    const zone = screen.getByRole("group", { name: "Document drop zone" });
    const file = buildFile("photo.png", "image/png", 2048);
    fireEvent.dragEnter(zone, { dataTransfer: { files: [file] } });
    expect(zone).toHaveAttribute("data-dragging", "true");
    expect(screen.getByText("Drop the file here")).toBeInTheDocument();
    fireEvent.dragLeave(zone);
    expect(zone).not.toHaveAttribute("data-dragging");

    fireEvent.dragEnter(zone, { dataTransfer: { files: [file] } });
    const drop = createEvent.drop(zone, { dataTransfer: { files: [file] } });
    fireEvent(zone, drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(zone).not.toHaveAttribute("data-dragging");
    expect(screen.getByText("photo.png")).toBeInTheDocument();
    expect(screen.getByText("2.00 KB")).toBeInTheDocument();
  });

  it("shows an accessible progress bar while uploading, and Cancel closes", async () => {
    const { user, onClose } = renderDialog({ isUploading: true, progress: 42 });
    const progressbar = screen.getByRole("progressbar", { name: "Uploading..." });
    expect(progressbar).toHaveAttribute("aria-valuenow", "42");
    expect(screen.getByText("42%")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Uploading..." })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message after a failed upload", () => {
    renderDialog({ serverError: "Unsupported file type" });
    expect(screen.getByRole("alert")).toHaveTextContent("Unsupported file type");
  });
});
