import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FullPageLoader } from "./loading-state";

/** The spinner index.html draws in #root before any script has come. */
function readPageSpinner(): Element {
  // Vitest runs in apps/web (npm test -w), where index.html is.
  const html = readFileSync(path.resolve(process.cwd(), "index.html"), "utf8");
  const spinner = new DOMParser()
    .parseFromString(html, "text/html")
    .getElementById("root")?.firstElementChild;
  if (!spinner) throw new Error("index.html draws nothing in #root");
  return spinner;
}

/**
 * An element as its tag, attributes in name order, text and children: the parser gives the SVG's
 * xmlns a namespace React's setAttribute does not, so isEqualNode would tell them apart.
 */
function describeElement(element: Element): string {
  const attributes = [...element.attributes]
    .map(({ name, value }) => `${name}="${value}"`)
    .sort()
    .join(" ");
  const children = [...element.childNodes]
    .map((child) => (child instanceof Element ? describeElement(child) : child.textContent))
    .join("");
  return `<${element.tagName.toLowerCase()} ${attributes}>${children}</>`;
}

describe("the page's spinner before the scripts come", () => {
  it("is the app's full-page spinner with its label left blank, so nothing moves when the app draws it", () => {
    const { container } = render(<FullPageLoader />);
    const appSpinner = container.firstElementChild?.cloneNode(true);
    if (!(appSpinner instanceof HTMLElement)) throw new Error("FullPageLoader drew nothing");
    // Only the app's spinner speaks: the page's is a picture until the app replaces it.
    appSpinner.removeAttribute("role");
    appSpinner.removeAttribute("aria-live");
    appSpinner.setAttribute("aria-hidden", "true");
    const label = appSpinner.querySelector("span");
    expect(label?.textContent).toBe("Loading...");
    if (label) label.textContent = "\u00a0";

    expect(describeElement(readPageSpinner())).toBe(describeElement(appSpinner));
  });
});
