import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { App } from "./app.js";
import { loadConfigOrExit } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { createHandOverLog } from "./db/database-log.js";
import { openConfiguredDatabaseOrExit } from "./db/open.js";
import { bootstrapFirstAdmin } from "./modules/users/bootstrap-admin.js";
import { createUsersRepository } from "./modules/users/users.repository.js";

const config = loadConfigOrExit();

let app: App | undefined;
let database: DatabaseHandle | undefined;
let isClosing = false;
// Listening from the start: a signal while the embedded PostgreSQL starts must still stop it.
async function shutDown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app?.log.info(`${signal} received, closing`);
  try {
    await app?.close();
    await database?.close();
    process.exit(0);
  } catch (error) {
    app?.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.once("SIGTERM", () => void shutDown("SIGTERM"));
process.once("SIGINT", () => void shutDown("SIGINT"));

await mkdir(path.resolve(config.DATA_DIR, "uploads"), { recursive: true });
// Loading the app's modules is most of a start: it goes on while the database starts.
const appModule = import("./app.js");
const databaseLog = createHandOverLog();
database = await openConfiguredDatabaseOrExit(config, databaseLog);
await database.migrate();

const { buildApp } = await appModule;
app = await buildApp({ config, db: database.db });
databaseLog.handOver(app.log);
await bootstrapFirstAdmin(config, createUsersRepository(database.db), app.log);

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, "could not start listening");
  await database.close();
  process.exit(1);
}
