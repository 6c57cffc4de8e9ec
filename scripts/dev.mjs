// `npm run dev`: the API with reload and the Vite dev server side by side; Ctrl+C stops both.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { requireSupportedNode } from "./node-version.mjs";

requireSupportedNode();

const root = resolve(import.meta.dirname, "..");
const children = ["@events/server", "@events/web"].map((workspace) =>
  spawn("npm", ["run", "dev", "-w", workspace], { cwd: root, stdio: "inherit" }),
);
function stopAll(signal) {
  for (const child of children) child.kill(signal);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exitCode = code ?? 0;
  });
