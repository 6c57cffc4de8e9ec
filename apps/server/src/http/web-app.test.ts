import { mkdtemp, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { setUpTestDatabase } from "../test/file-database.js";
import { createLogCollector } from "../test/log-collector.js";

// pino's number for the level 'warn'; 'error' and 'fatal' are above it.
const WARN_LEVEL = 40;

const database = setUpTestDatabase();

describe("a first start", () => {
  it("on an empty DATA_DIR logs no warning, and /media answers from the folder it made", async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "events-first-start-")), "data");
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      LOG_LEVEL: "info",
    });
    const log = createLogCollector();
    const app = await buildApp({ config, db: database.db, logger: { stream: log.stream } });
    try {
      await app.ready();
      expect(log.jsonLines().filter((line) => line.level >= WARN_LEVEL)).toEqual([]);
      expect((await stat(path.join(dataDir, "uploads"))).isDirectory()).toBe(true);
      const missing = await app.inject({ method: "GET", url: "/media/nothing.png" });
      expect(missing.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
