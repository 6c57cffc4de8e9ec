import { loadConfigOrExit } from "../config.js";
import { standardErrorLog } from "../db/database-log.js";
import { openMigratedDatabaseOrExit } from "../embedded-postgres/open-database.js";

const config = loadConfigOrExit();
const database = await openMigratedDatabaseOrExit(config, standardErrorLog);
await database.close();
process.stdout.write("Migrations applied\n");
