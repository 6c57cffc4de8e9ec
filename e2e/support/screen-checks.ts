import { expect, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";

type Box = { x: number; y: number; width: number; height: number };

/** The page scrolls up and down only: nothing reaches past the right edge of the viewport. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect.soft(overflow, `sideways scroll on ${screen}`).toBeLessThanOrEqual(0);
}

/** Every open dialog lies wholly inside the viewport; what does not fit scrolls inside it. */
export async function expectDialogsWithinViewport(page: Page, screen: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) return;
  for (const dialog of await page.locator('[role="dialog"], [role="alertdialog"]').all()) {
    const box = await dialog.boundingBox();
    if (!box) continue;
    const isInside =
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= viewport.width + 0.5 &&
      box.y + box.height <= viewport.height + 0.5;
    expect.soft(isInside, `a dialog on ${screen} reaches outside the viewport`).toBe(true);
  }
}

/**
 * Every e-mail address on screen wraps only at its seams: each piece between two line-break
 * opportunities (components/ui/email-text.tsx) stays on one line, so no word is split.
 */
export async function expectEmailsUnbroken(page: Page, screen: string): Promise<void> {
  const broken = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('span[title*="@"]'))) {
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(
          Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) found.push(`${element.title} at "${node.textContent}"`);
      }
    }
    return found;
  });
  expect.soft(broken, `e-mail addresses broken mid-word on ${screen}`).toEqual([]);
}

/** What every screen and dialog owes a user: no axe finding, and nothing off the screen. */
export async function checkScreen(page: Page, screen: string): Promise<void> {
  await expectAccessible(page, screen);
  await expectNoSidewaysScroll(page, screen);
  await expectDialogsWithinViewport(page, screen);
  await expectEmailsUnbroken(page, screen);
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** No toast on screen covers any of the given controls. */
export async function expectToastsClearOf(page: Page, controls: Locator[]): Promise<void> {
  // Every toast's box in one look at the page: a toast closing on its timer between a listing of
  // the toasts and a look at one of them left that look waiting for it until the test timed out.
  const toastBoxes = await page.locator(".Toastify__toast").evaluateAll((toasts) =>
    toasts.map((toast) => {
      const { x, y, width, height } = toast.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  // A toast with no size (hidden) covers nothing.
  for (const toastBox of toastBoxes.filter((box) => box.width > 0 && box.height > 0)) {
    for (const control of controls) {
      const controlBox = await control.boundingBox();
      expect(controlBox, `${control} is on screen`).not.toBeNull();
      if (controlBox) {
        expect(overlaps(toastBox, controlBox), `a toast covers ${control}`).toBe(false);
      }
    }
  }
}
