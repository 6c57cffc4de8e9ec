// Preloaded into the measured server (node --import) by the bench only: the event loop's delay,
// reset and written to BENCH_LOOP_FILE on SIGUSR2, so the bench can read the delay of one window.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on("SIGUSR2", () => {
  const toMs = (nanoseconds) => nanoseconds / 1e6;
  writeFileSync(
    process.env.BENCH_LOOP_FILE ?? "",
    JSON.stringify({ maxMs: toMs(histogram.max), p99Ms: toMs(histogram.percentile(99)) }),
  );
  histogram.reset();
});
