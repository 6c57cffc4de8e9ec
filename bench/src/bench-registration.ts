// `npm run bench:registration -w @events/bench`: registration's scenario of `npm run bench`
// alone (build first: it runs apps/server/dist). Exits 1 when a target is missed.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { measureRegistration, reportRegistration } from "./registration.js";

const workDir = await mkdtemp(path.join(tmpdir(), "events-bench-registration-"));
const missed: string[] = [];
try {
  const figures = await measureRegistration({
    workDir,
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  });
  reportRegistration(figures, (name, figure, target, isMet) => {
    console.log(`${isMet ? "ok  " : "MISS"} ${name}: ${figure} (target ${target})`);
    if (!isMet) missed.push(name);
  });
} finally {
  await rm(workDir, { recursive: true, force: true });
}
process.exitCode = missed.length ? 1 : 0;
