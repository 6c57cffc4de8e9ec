import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CodeInput } from "./code-input";

function Field({ errorId }: { errorId?: string }) {
  const [code, setCode] = useState("");
  return (
    <>
      <CodeInput id="code" value={code} onChange={setCode} errorId={errorId} />
      {errorId && <p id={errorId}>Invalid sign-in code</p>}
    </>
  );
}

describe("CodeInput", () => {
  it("is one labelled field that offers the phone's number pad and its one-time code", () => {
    render(<Field />);
    const field = screen.getByRole("textbox", { name: "Sign-in code" });
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).toHaveAccessibleDescription("The 6 digits from the e-mail");
  });

  it("keeps only the digits typed, at most six", async () => {
    render(<Field />);
    const field = screen.getByRole("textbox", { name: "Sign-in code" });
    await userEvent.type(field, "12a3-45 678");
    expect(field).toHaveValue("123456");
  });

  it("takes a pasted code with its spaces", async () => {
    render(<Field />);
    const field = screen.getByRole("textbox", { name: "Sign-in code" });
    await userEvent.click(field);
    await userEvent.paste(" 482 913 ");
    expect(field).toHaveValue("482913");
  });

  it("is marked invalid and described by the error when there is one", () => {
    render(<Field errorId="code-error" />);
    const field = screen.getByRole("textbox", { name: "Sign-in code" });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription("The 6 digits from the e-mail Invalid sign-in code");
  });
});
