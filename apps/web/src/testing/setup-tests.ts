import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom's default style sheet leaves <wbr> out, so accessible names would gain a space at every
// line-break opportunity (components/ui/email-text.tsx); browsers display it inline.
const browserDefaults = document.createElement("style");
browserDefaults.textContent = "wbr { display: inline; }";
document.head.append(browserDefaults);

afterEach(() => {
  cleanup();
});
