import type { Page } from "@playwright/test";

/** A multipart field: text, or a file as Playwright sends one. */
type MultipartValue = string | { name: string; mimeType: string; buffer: Buffer };

/**
 * Calls the API with the page's own session, as the web app does (cookies plus the CSRF header),
 * for arranging what a story needs but does not tell.
 */
export async function callApi<T>(
  page: Page,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  data?: unknown,
  multipart?: Record<string, MultipartValue>,
): Promise<T> {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === "csrf_access_token")?.value ?? "";
  const response = await page.request.fetch(path, {
    method,
    headers: { "X-CSRF-TOKEN": csrf },
    ...(data === undefined ? {} : { data }),
    ...(multipart ? { multipart } : {}),
  });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** Today's date in the browser, as YYYY-MM-DD and as the cards write it ('22nd of Nov 2026'). */
export async function browserToday(page: Page): Promise<{ isoDate: string; day: number }> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, "0");
    return {
      isoDate: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      day: now.getDate(),
    };
  });
}
