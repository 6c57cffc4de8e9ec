import { chromiumPath } from "../../scripts/chromium.mjs";

/** Debian's Chromium in a container: no sandbox or GPU, no background traffic, /tmp for memory. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-dev-shm-usage",
];

/** How every story's browser starts, with `extraArgs` for a story that needs more (a camera). */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []) {
  return { executablePath: chromiumPath, args: [...CHROMIUM_ARGS, ...extraArgs] };
}
