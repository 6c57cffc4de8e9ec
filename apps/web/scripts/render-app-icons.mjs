// Run by hand when src/participant-app/public/icon.svg changes: renders the participants' app's
// install icons (192 and 512 px, plain and maskable) with Debian's Chromium, beside the SVG. The
// PNGs are committed, so a build needs no browser. The maskable ones fill the square with the
// background and shrink the mark into the middle, where no launcher's mask crops it.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath } from "../../../scripts/chromium.mjs";

const publicDir = resolve(import.meta.dirname, "../src/participant-app/public");
const svg = readFileSync(`${publicDir}/icon.svg`, "utf8");
const mark = svg
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<rect[^>]*\/>/, "");
const maskable =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  `<rect width="32" height="32" fill="#1d4ed8"/><g transform="translate(5.6 5.6) scale(0.65)">${mark}</g></svg>`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const [name, source] of [
    ["icon", svg],
    ["icon-maskable", maskable],
  ]) {
    for (const size of [192, 512]) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const sized = source.replace("<svg ", `<svg width="${size}" height="${size}" `);
      await page.setContent(`<body style="margin:0">${sized}</body>`);
      await page.screenshot({ path: `${publicDir}/${name}-${size}.png`, omitBackground: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
}
