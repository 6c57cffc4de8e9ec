import { residentMegabytes } from "./processes.js";

/**
 * Runs work while sampling the process's resident memory every 20 ms, and answers how far it rose
 * above where it started, in megabytes, with what work answered.
 */
export async function measureMemoryRise<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ riseMb: number; result: T }> {
  const before = await residentMegabytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    void residentMegabytes(pid).then((value) => {
      peak = Math.max(peak, value);
    });
  }, 20);
  try {
    const result = await work();
    return { riseMb: peak - before, result };
  } finally {
    clearInterval(sampler);
  }
}
