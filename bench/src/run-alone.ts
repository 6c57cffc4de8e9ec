// What each `npm run bench:<scenario>` script shares: a work folder of its own, BENCH_ROUNDS
// rounds, the scenario's lines and checks as `npm run bench` prints them, and exit 1 when a
// target is missed.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export type Check = (name: string, figure: string, target: string, isMet: boolean) => void;

export async function runAlone<Figures>(
  name: string,
  measure: (options: { workDir: string; rounds: number }) => Promise<Figures>,
  report: (figures: Figures, check: Check) => void,
) {
  const workDir = await mkdtemp(path.join(tmpdir(), `events-bench-${name}-`));
  const missed: string[] = [];
  try {
    const figures = await measure({ workDir, rounds: Number(process.env.BENCH_ROUNDS ?? 3) });
    report(figures, (checkName, figure, target, isMet) => {
      console.log(`${isMet ? "ok  " : "MISS"} ${checkName}: ${figure} (target ${target})`);
      if (!isMet) missed.push(checkName);
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  process.exitCode = missed.length ? 1 : 0;
}
