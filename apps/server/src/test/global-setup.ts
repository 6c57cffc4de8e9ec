import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Points every test file's temporary folders (uploads, data directories) into one folder per run,
 * removed when the run ends, so no test has to remember its own clean-up. The forked workers
 * inherit TMPDIR, which os.tmpdir() reads.
 */
export async function setup() {
  const runDir = await mkdtemp(path.join(tmpdir(), "events-server-tests-"));
  process.env.TMPDIR = runDir;
  return async () => {
    await rm(runDir, { recursive: true, force: true });
  };
}
