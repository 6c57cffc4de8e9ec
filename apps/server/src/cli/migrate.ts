import { loadConfigOrExit } from "../config.js";
import { standardErrorLog } from "../db/database-log.js";
import { openConfiguredDatabaseOrExit } from "../db/open.js";

const config = loadConfigOrExit();
const database = await openConfiguredDatabaseOrExit(config, standardErrorLog);
try {
  await database.migrate();
  process.stdout.write("Migrations applied\n");
} finally {
  await database.close();
}
