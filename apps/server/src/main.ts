import { mkdir } from "node:fs/promises";
import path from "node:path";
import { buildApp } from "./app.js";
import { loadConfigOrExit } from "./config.js";
import { openConfiguredDatabaseOrExit } from "./db/open.js";
import { bootstrapFirstAdmin } from "./modules/users/bootstrap-admin.js";
import { createUsersRepository } from "./modules/users/users.repository.js";

const config = loadConfigOrExit();
await mkdir(path.resolve(config.DATA_DIR, "uploads"), { recursive: true });
const database = await openConfiguredDatabaseOrExit(config);
await database.migrate();

const app = await buildApp({ config, db: database.db });
await bootstrapFirstAdmin(config, createUsersRepository(database.db), app.log);

let isClosing = false;
async function shutDown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info(`${signal} received, closing`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.once("SIGTERM", () => void shutDown("SIGTERM"));
process.once("SIGINT", () => void shutDown("SIGINT"));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, "could not start listening");
  await database.close();
  process.exit(1);
}
