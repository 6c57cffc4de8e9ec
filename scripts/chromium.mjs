// Browser tests drive Debian's Chromium; test tools never download a browser of their own.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0;
  if (!canInstall) {
    console.error(
      `Chromium not found at ${chromiumPath}: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(
    "Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)...",
  );
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) {
      console.error(
        "Installing chromium with apt-get failed; install it by hand and run npm test again.",
      );
      process.exit(1);
    }
  }
}
