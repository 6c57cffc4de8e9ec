import { SESSION_DOCUMENT_FILE_RULE } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectLinks } from "@/testing/expect-links";
import { buildSessionDocument } from "@/testing/factories";
import { buildFile } from "@/testing/files";
import { renderWithProps } from "@/testing/render-with-props";
import { SessionDocumentPanel, type SessionDocumentPanelProps } from "./session-document-panel";

function renderPanel(props: Partial<SessionDocumentPanelProps> = {}) {
  const onUpload = vi.fn<SessionDocumentPanelProps["onUpload"]>(async () => true);
  const onDelete = vi.fn<SessionDocumentPanelProps["onDelete"]>(async () => undefined);
  const { rerenderWith } = renderWithProps(SessionDocumentPanel, {
    document: null,
    onUpload,
    onDelete,
    ...props,
  });
  return { onUpload, onDelete, user: userEvent.setup({ applyAccept: false }), rerenderWith };
}

const chooserLabel = "Choose a file or drag it here";

describe("SessionDocumentPanel", () => {
  it("goes from no document, through upload, to the document and back to none on delete", async () => {
    const { user, onUpload, onDelete, rerenderWith } = renderPanel();
    expect(screen.getByText("No document uploaded")).toBeInTheDocument();
    expect(
      screen.getByText("Supported: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, TXT, images"),
    ).toBeInTheDocument();
    const upload = screen.getByRole("button", { name: "Upload Document" });
    expect(upload).toBeDisabled();

    const file = new File(["%PDF"], "agenda.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText(chooserLabel), file);
    expect(upload).toBeEnabled();
    await user.click(upload);
    expect(onUpload).toHaveBeenCalledWith(file);

    const document = buildSessionDocument();
    rerenderWith({ document });
    expect(screen.queryByText("No document uploaded")).not.toBeInTheDocument();
    expect(screen.getByText("agenda.pdf")).toBeInTheDocument();
    expect(screen.getByText("1.50 KB")).toBeInTheDocument();
    expect(screen.getByText("Uploaded 1st of Mar 2025, 10:05 AM")).toBeInTheDocument();
    const view = screen.getByRole("link", { name: "View" });
    expect(view).toHaveAttribute("href", `/api/sessions/view-document/${document.id}`);
    expect(view).toHaveAttribute("target", "_blank");
    expectLinks({ Download: `/api/sessions/view-document/${document.id}?download=1` });
    expect(screen.queryByLabelText(chooserLabel)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to delete this document?",
    });
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledWith(document);

    rerenderWith({ document: null });
    expect(await screen.findByText("No document uploaded")).toBeInTheDocument();
    expect(screen.queryByText("agenda.pdf")).not.toBeInTheDocument();
  });

  it("replaces the document with another chosen file", async () => {
    const { user, onUpload } = renderPanel({ document: buildSessionDocument() });
    await user.click(screen.getByRole("button", { name: "Replace" }));
    const file = new File(["text"], "notes.txt", { type: "text/plain" });
    await user.upload(screen.getByLabelText(chooserLabel), file);
    await user.click(screen.getByRole("button", { name: "Upload Document" }));
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(screen.queryByLabelText(chooserLabel)).not.toBeInTheDocument();
  });

  it("refuses unsupported and too large files before uploading", async () => {
    const { user, onUpload } = renderPanel();
    const input = screen.getByLabelText(chooserLabel);
    await user.upload(input, new File(["MZ"], "setup.exe"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Unsupported file type");
    expect(screen.getByRole("button", { name: "Upload Document" })).toBeDisabled();

    const huge = buildFile("big.pdf", "application/pdf", SESSION_DOCUMENT_FILE_RULE.maxBytes + 1);
    await user.upload(input, huge);
    expect(screen.getByRole("alert")).toHaveTextContent("Document size should be less than 16MB");
    expect(screen.getByRole("button", { name: "Upload Document" })).toBeDisabled();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("keeps the chosen file when the upload fails", async () => {
    const { user } = renderPanel({ onUpload: async () => false });
    await user.upload(
      screen.getByLabelText(chooserLabel),
      new File(["%PDF"], "agenda.pdf", { type: "application/pdf" }),
    );
    await user.click(screen.getByRole("button", { name: "Upload Document" }));
    expect(screen.getByText(/agenda\.pdf/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload Document" })).toBeEnabled();
  });
});
