import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { createEmptyOtp } from "../utils/otp";
import { OtpInput } from "./otp-input";

function ControlledOtpInput({ initial = createEmptyOtp() }: { initial?: string[] }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output data-testid="code">{digits.join("")}</output>
    </>
  );
}

function getBox(position: number) {
  return screen.getByRole("textbox", { name: `Digit ${position} of 6` });
}

function readCode() {
  return screen.getByTestId("code").textContent;
}

/** Renders the boxes holding `initial` and clicks into the box at `position`, ready to type. */
async function renderOtpFocusedAt(position: number, initial?: string[]) {
  const user = userEvent.setup();
  render(<ControlledOtpInput initial={initial} />);
  await user.click(getBox(position));
  return user;
}

describe("OtpInput", () => {
  it("shows six labelled numeric boxes, the first offering one-time-code autofill", () => {
    render(<ControlledOtpInput />);
    expect(screen.getAllByRole("textbox")).toHaveLength(6);
    expect(getBox(1)).toHaveAttribute("autocomplete", "one-time-code");
    expect(getBox(1)).toHaveAttribute("inputmode", "numeric");
    expect(getBox(6)).toHaveAttribute("inputmode", "numeric");
  });

  it("takes one digit per box and moves focus to the next box", async () => {
    const user = await renderOtpFocusedAt(1);
    await user.keyboard("4");
    expect(getBox(1)).toHaveValue("4");
    expect(getBox(2)).toHaveFocus();
    await user.keyboard("2");
    expect(getBox(2)).toHaveValue("2");
    expect(getBox(3)).toHaveFocus();
    expect(readCode()).toBe("42");
  });

  it("ignores anything that is not a digit", async () => {
    const user = await renderOtpFocusedAt(1);
    await user.keyboard("a");
    expect(getBox(1)).toHaveValue("");
    expect(getBox(1)).toHaveFocus();
    await user.keyboard("-7");
    expect(getBox(1)).toHaveValue("7");
    expect(readCode()).toBe("7");
  });

  it("replaces the digit when typing into a filled box", async () => {
    const user = await renderOtpFocusedAt(2, ["1", "2", "3", "", "", ""]);
    await user.keyboard("9");
    expect(readCode()).toBe("193");
    expect(getBox(3)).toHaveFocus();
  });

  it("moves back and clears the previous box on Backspace in an empty box", async () => {
    const user = await renderOtpFocusedAt(1);
    await user.keyboard("12");
    expect(getBox(3)).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(getBox(2)).toHaveFocus();
    expect(getBox(2)).toHaveValue("");
    expect(readCode()).toBe("1");
  });

  it("clears a filled box on Backspace without moving", async () => {
    const user = await renderOtpFocusedAt(2, ["1", "2", "", "", "", ""]);
    await user.keyboard("{Backspace}");
    expect(getBox(2)).toHaveValue("");
    expect(getBox(2)).toHaveFocus();
    expect(readCode()).toBe("1");
  });

  it("pastes only digits, at most six, from the first box", async () => {
    const user = await renderOtpFocusedAt(3, ["9", "9", "", "", "", ""]);
    await user.paste("12a34567");
    expect(readCode()).toBe("123456");
    expect(getBox(1)).toHaveValue("1");
    expect(getBox(6)).toHaveValue("6");
    expect(getBox(6)).toHaveFocus();
  });

  it("focuses the next empty box after pasting a short code", async () => {
    const user = await renderOtpFocusedAt(1);
    await user.paste(" 12 3");
    expect(readCode()).toBe("123");
    expect(getBox(4)).toHaveFocus();
  });

  it("ignores a paste without digits", async () => {
    const user = await renderOtpFocusedAt(2, ["5", "", "", "", "", ""]);
    await user.paste("hello");
    expect(readCode()).toBe("5");
  });

  it("moves focus with the arrow keys", async () => {
    const user = await renderOtpFocusedAt(3);
    await user.keyboard("{ArrowRight}");
    expect(getBox(4)).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(getBox(2)).toHaveFocus();
    await user.click(getBox(1));
    await user.keyboard("{ArrowLeft}");
    expect(getBox(1)).toHaveFocus();
  });
});
