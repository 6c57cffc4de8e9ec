// `npm start`: build whatever is missing or older than its sources, then run the server in the
// foreground so Ctrl+C and SIGTERM reach it directly.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { requireSupportedNode } from "./node-version.mjs";

requireSupportedNode();

const root = resolve(import.meta.dirname, "..");

const builds = [
  {
    workspace: "@events/contract",
    sources: ["packages/contract/src"],
    output: "packages/contract/dist/index.js",
  },
  {
    workspace: "@events/server",
    sources: ["apps/server/src", "packages/contract/src"],
    output: "apps/server/dist/main.js",
  },
  {
    workspace: "@events/web",
    sources: ["apps/web/src", "apps/web/index.html", "packages/contract/src"],
    output: "apps/web/dist/index.html",
  },
];

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function isStale({ sources, output }) {
  const target = join(root, output);
  if (!existsSync(target)) return true;
  const builtAt = statSync(target).mtimeMs;
  return sources.some(
    (source) => existsSync(join(root, source)) && newestChange(join(root, source)) > builtAt,
  );
}

for (const build of builds) {
  if (!isStale(build)) continue;
  console.log(`Building ${build.workspace}...`);
  const result = spawnSync("npm", ["run", "build", "-w", build.workspace], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
