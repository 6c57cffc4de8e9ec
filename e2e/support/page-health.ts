import { expect, type Page } from "@playwright/test";

type Watch = { problems: string[]; allowed: RegExp[] };

const watches = new WeakMap<Page, Watch>();

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/**
 * Records what a user never should meet during a story: errors in the console, uncaught
 * exceptions, requests that failed and answers of 400 or more.
 */
export function watchPage(page: Page): void {
  const watch: Watch = { problems: [], allowed: [] };
  watches.set(page, watch);
  page.on("console", (message) => {
    // Chromium reports every 4xx/5xx answer here as well; the answer itself is recorded below.
    if (message.type() !== "error" || message.text().startsWith("Failed to load resource")) return;
    watch.problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => watch.problems.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A navigation or an abandoned query cancels requests; that is not a failure users see.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    watch.problems.push(
      `failed: ${request.method()} ${pathOf(request.url())} (${request.failure()?.errorText})`,
    );
  });
  page.on("response", (response) => {
    if (response.status() < 400) return;
    watch.problems.push(
      `${response.status()} ${response.request().method()} ${pathOf(response.url())}`,
    );
  });
}

/**
 * Declares the problems a story provokes on purpose, as patterns over the recorded lines
 * (for example /^401 POST \/api\/auth\/login$/).
 */
export function allowProblems(page: Page, ...patterns: RegExp[]): void {
  watches.get(page)?.allowed.push(...patterns);
}

/** Fails the story on any recorded problem it did not declare. */
export function expectHealthyPage(page: Page): void {
  const watch = watches.get(page);
  if (!watch) return;
  const unexpected = watch.problems.filter(
    (problem) => !watch.allowed.some((pattern) => pattern.test(problem)),
  );
  expect(unexpected, "console errors or failed requests during the story").toEqual([]);
}
