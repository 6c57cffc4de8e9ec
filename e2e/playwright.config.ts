import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./support/chromium-launch.ts";
import { baseUrl, mailboxUrl } from "./support/ports.ts";

export default defineConfig({
  testDir: "./tests",
  // Two cores: one browser at a time keeps the server and Chromium from starving each other.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // A ceiling against a hung story, not a speed target: the longest stories (an event created
  // with images, pickers and an edit; the phone dashboards) take 40-50 s with both cores
  // loaded by other work, past the 30 s they once had.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL: baseUrl,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      command: "tsx support/mail-sink.ts",
      url: mailboxUrl,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "tsx support/start-server.ts",
      url: `${baseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
    },
  ],
});
