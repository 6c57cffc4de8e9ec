import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { standardErrorLog } from "../db/database-log.js";
import {
  type EmbeddedCluster,
  startEmbeddedCluster,
} from "../embedded-postgres/embedded-cluster.js";

/**
 * Points every test file's temporary folders (uploads, data directories) into one folder per run,
 * removed when the run ends, so no test has to remember its own clean-up. The forked workers
 * inherit TMPDIR, which os.tmpdir() reads.
 *
 * Without TEST_DATABASE_URL the run gets one embedded PostgreSQL, in that folder, in which each
 * test file creates its own database.
 */
export async function setup(project: TestProject) {
  const runDir = await mkdtemp(path.join(tmpdir(), "events-server-tests-"));
  // Run as root, PostgreSQL runs as the user 'postgres', which must pass through this folder to
  // the clusters that tests start in it (passing only: it still cannot list it).
  await chmod(runDir, 0o711);
  process.env.TMPDIR = runDir;
  let cluster: EmbeddedCluster | undefined;
  let databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    cluster = await startEmbeddedCluster({
      dataDir: path.join(runDir, "pg"),
      log: standardErrorLog,
    });
    databaseUrl = cluster.url;
  }
  project.provide("testDatabaseUrl", databaseUrl);
  return async () => {
    await cluster?.close();
    await rm(runDir, { recursive: true, force: true });
  };
}
