import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailText } from "./email-text";

function wrapOpportunities(email: string): string[] {
  const { container } = render(<EmailText email={email} />);
  const span = container.firstElementChild as HTMLElement;
  // The text between <wbr> elements: each is kept whole on a line.
  return span.innerHTML.split("<wbr>");
}

describe("EmailText", () => {
  it("offers a line break before the @ and after dots, never inside a word", () => {
    expect(wrapOpportunities("ada.lovelace@events-organisation.test")).toEqual([
      "ada.",
      "lovelace",
      "@events-",
      "organisation.",
      "test",
    ]);
  });

  it("keeps the whole address readable as text and as its title", () => {
    const { container } = render(<EmailText email="x_y+z@a.b" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span.textContent).toBe("x_y+z@a.b");
    expect(span.title).toBe("x_y+z@a.b");
  });

  it("shows an address without an @ as it is", () => {
    expect(wrapOpportunities("no-at-sign")).toEqual(["no-", "at-", "sign"]);
  });
});
