import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const blockingImpacts = new Set(["serious", "critical"]);

/**
 * Runs axe over what the page shows now and fails on any serious or critical finding, naming
 * the rule and the elements so the report says what to fix.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Animations would leave axe measuring half-faded colours: those running are finished, and
  // none may start while axe reads (a button enabled mid-check would fade in under it).
  const stillness = await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        animation.finish();
    }
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  await stillness.evaluate((style) => (style as HTMLStyleElement).remove());
  const blocking = violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .map((node) => `    ${node.target.join(" ")} ${node.failureSummary ?? ""}`)
          .join("\n")}`,
    );
  expect.soft(blocking, `axe findings on ${screen}`).toEqual([]);
}
