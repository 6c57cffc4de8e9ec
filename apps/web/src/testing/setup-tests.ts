import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom's default style sheet leaves <wbr> out, so accessible names would gain a space at every
// line-break opportunity (components/ui/email-text.tsx); browsers display it inline.
const browserDefaults = document.createElement("style");
browserDefaults.textContent = "wbr { display: inline; }";
document.head.append(browserDefaults);

// findBy and waitFor wait for what the user would see; on a loaded machine a lazily loaded form
// or a debounced search can take longer than the library's one second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
