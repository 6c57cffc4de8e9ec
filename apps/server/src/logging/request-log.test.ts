import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PinoPretty from "pino-pretty";
import { describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { insertEvent } from "../test/factories.js";
import { setUpTestDatabase } from "../test/file-database.js";
import { createLogCollector } from "../test/log-collector.js";

const database = setUpTestDatabase();

/** An event whose calendar feed answers to a token of this test's making. */
async function eventWithFeedToken(): Promise<{ eventId: string; token: string }> {
  const token = randomBytes(24).toString("base64url");
  const eventId = await insertEvent(database.db, null, { calendar_token: token });
  return { eventId, token };
}

describe.each(["json", "pretty"] as const)("the server log in the %s format", (format) => {
  it("writes the calendar feed's URL without its token or an e-mail in the query", async () => {
    const collector = createLogCollector();
    const dataDir = await mkdtemp(path.join(tmpdir(), "events-request-log-test-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      LOG_FORMAT: format,
      LOG_LEVEL: "info",
    });
    const stream =
      format === "json"
        ? collector.stream
        : PinoPretty({ destination: collector.stream, colorize: false });
    const app = await buildApp({ config, db: database.db, logger: { stream } });
    try {
      const { eventId, token } = await eventWithFeedToken();
      const email = `reader.${randomBytes(4).toString("hex")}@example.com`;
      const feedPath = `/api/sessions/ics/${eventId}`;
      const asked = [
        `${feedPath}?token=${token}`,
        // The name as the query parser decodes it, and a parameter among others.
        `${feedPath}?%74oken=${token}&email=${encodeURIComponent(email)}`,
      ];
      for (const url of asked) {
        expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
      }

      await vi.waitFor(() => {
        expect(collector.text().split(feedPath)).toHaveLength(asked.length + 1);
      });
      const log = collector.text();
      expect(log).not.toContain(token);
      expect(log).not.toContain(email);
      expect(log).not.toContain(encodeURIComponent(email));
      expect(log).toContain(`${feedPath}?token=[redacted]`);

      // A person's data is asked for by e-mail: the address never reaches the log either.
      const privacyUrl = `/api/privacy/person?email=${encodeURIComponent(email)}&format=zip`;
      expect((await app.inject({ method: "GET", url: privacyUrl })).statusCode).toBe(401);
      await vi.waitFor(() => {
        expect(collector.text()).toContain("/api/privacy/person?email=[redacted]&format=zip");
      });
      expect(collector.text()).not.toContain(encodeURIComponent(email));
    } finally {
      await app.close();
    }
  });
});
