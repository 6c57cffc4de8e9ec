import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

const question = "Are you sure you want to delete this admin?";

function ConfirmDemo({
  isBusy = false,
  onConfirm = vi.fn(),
}: {
  isBusy?: boolean;
  onConfirm?: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Delete Ada
      </button>
      <ConfirmDialog
        open={isOpen}
        question={question}
        isBusy={isBusy}
        onConfirm={onConfirm}
        onCancel={() => setIsOpen(false)}
      />
    </>
  );
}

describe("ConfirmDialog", () => {
  it("asks the question, with focus on Cancel, and Cancel returns focus to the opener", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDemo onConfirm={onConfirm} />);
    const opener = screen.getByRole("button", { name: "Delete Ada" });
    await user.click(opener);

    const dialog = screen.getByRole("alertdialog", { name: question });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it("calls onConfirm from Delete", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDemo onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Delete Ada" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("confirms with a red button unless told the action is not destructive", () => {
    const { rerender } = render(
      <ConfirmDialog open question={question} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole("button", { name: "Delete" })).toHaveClass("bg-red-600");

    rerender(
      <ConfirmDialog
        open
        question="Send to 2 participants"
        confirmLabel="Send"
        confirmVariant="primary"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toHaveClass("bg-blue-600");
    expect(send).not.toHaveClass("bg-red-600");
  });

  it("closes with Escape", async () => {
    const user = userEvent.setup();
    render(<ConfirmDemo />);
    await user.click(screen.getByRole("button", { name: "Delete Ada" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("keeps focus inside while tabbing", async () => {
    const user = userEvent.setup();
    render(<ConfirmDemo />);
    await user.click(screen.getByRole("button", { name: "Delete Ada" }));
    await user.tab();
    expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("shows the busy state and cannot be dismissed while busy", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open question={question} isBusy onConfirm={vi.fn()} onCancel={onCancel} />,
    );
    expect(screen.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog", { name: question })).toBeInTheDocument();
  });
});
