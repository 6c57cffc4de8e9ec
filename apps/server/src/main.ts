import "./compile-cache.js";
import type { App } from "./app.js";
import { loadConfigOrExit } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { createHandOverLog } from "./db/database-log.js";
import { openMigratedDatabaseOrExit } from "./embedded-postgres/open-database.js";
import type { FileStore } from "./files/file-store.js";
import type { PeriodicTask } from "./jobs/periodic-task.js";
import { startupResolution } from "./startup-resolution.js";

const config = loadConfigOrExit();

let app: App | undefined;
let fileStore: FileStore | undefined;
let uploadSweep: PeriodicTask | undefined;
let databaseReady: Promise<DatabaseHandle> | undefined;
let isClosing = false;
// Listening from the start: a signal while the embedded PostgreSQL starts must still stop it.
async function shutDown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app?.log.info(`${signal} received, closing`);
  try {
    await uploadSweep?.stop();
    await app?.close();
    fileStore?.close();
    const database = await databaseReady?.catch(() => undefined);
    await database?.close();
    process.exit(0);
  } catch (error) {
    app?.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
// 'on', not 'once': a Ctrl-C under `npm start` arrives twice (from the terminal and forwarded by
// the starter), and the second must not cut the shutdown short.
process.on("SIGTERM", () => void shutDown("SIGTERM"));
process.on("SIGINT", () => void shutDown("SIGINT"));

// Loading the server's modules is the larger part of a start: the database starts (the embedded
// PostgreSQL in a process of its own) and is migrated meanwhile, which is why they are imported
// here and not above.
const databaseLog = createHandOverLog();
databaseReady = openMigratedDatabaseOrExit(config, databaseLog);
const [
  database,
  { buildApp },
  { bootstrapFirstAdmin },
  { createUsersRepository },
  { scheduleUploadSweep },
  { createFileStore },
] = await Promise.all([
  databaseReady,
  import("./app.js"),
  import("./modules/users/bootstrap-admin.js"),
  import("./modules/users/users.repository.js"),
  import("./files/sweep-uploads.js"),
  import("./files/create-file-store.js"),
]);

// One store for the app and the sweep below.
fileStore = await createFileStore(config);
app = await buildApp({ config, db: database.db, fileStore });
databaseLog.handOver(app.log);
await bootstrapFirstAdmin(config, createUsersRepository(database.db), app.log);

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, "could not start listening");
  await database.close();
  process.exit(1);
}
startupResolution.deregister();

// What killed servers and refused removals left in the file store goes once this server is up,
// and again every hour; serving does not wait for it.
uploadSweep = scheduleUploadSweep({ db: database.db, fileStore, logger: app.log });
