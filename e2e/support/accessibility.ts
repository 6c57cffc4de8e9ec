import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const blockingImpacts = new Set(["serious", "critical"]);

type AxeFinding = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** What axe finds on the page as it stands still. */
async function readAxeFindings(page: Page): Promise<AxeFinding[]> {
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
  return violations;
}

/** A finding with its rule and the elements, so the report says what to fix. */
function describeFinding(finding: AxeFinding): string {
  return `${finding.id} (${finding.impact}): ${finding.help}\n${finding.nodes
    .map((node) => `    ${node.target.join(" ")} ${node.failureSummary ?? ""}`)
    .join("\n")}`;
}

/** Runs axe over what the page shows now and fails on any serious or critical finding. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const blocking = (await readAxeFindings(page))
    .filter((finding) => blockingImpacts.has(finding.impact ?? ""))
    .map(describeFinding);
  expect.soft(blocking, `axe findings on ${screen}`).toEqual([]);
}

/** Fails on every axe finding, whatever its impact: for screens that must have none at all. */
export async function expectNoAxeFinding(page: Page, screen: string): Promise<void> {
  const findings = (await readAxeFindings(page)).map(describeFinding);
  expect(findings, `axe on ${screen}`).toEqual([]);
}
