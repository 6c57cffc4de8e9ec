import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@events/contract": fileURLToPath(
        new URL("../../packages/contract/src/index.ts", import.meta.url),
      ),
    },
  },
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file starts its own database, so run at most two files at once.
    maxWorkers: 2,
    pool: "forks",
    // A worker's files share one module cache instead of each importing the server anew: the
    // imports took 170 s of the suite's 370 s (211 s without them). Each file still has its own
    // database and its own app; no test mocks a module, which a shared cache would leak.
    isolate: false,
  },
});
