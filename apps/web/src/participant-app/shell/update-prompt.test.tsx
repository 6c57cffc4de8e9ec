import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { announceWaitingUpdate } from "../service-worker/waiting-update";
import { UpdatePrompt } from "./update-prompt";

describe("UpdatePrompt", () => {
  it("offers the waiting version once there is one, and switches to it on Reload", async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText("A new version is available")).not.toBeInTheDocument();
    const applyUpdate = vi.fn();
    act(() => announceWaitingUpdate(applyUpdate));
    expect(screen.getByRole("status")).toHaveTextContent("A new version is available");
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });
});
