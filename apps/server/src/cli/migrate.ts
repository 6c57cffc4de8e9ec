import { loadConfigOrExit } from "../config.js";
import { openConfiguredDatabase } from "../db/open.js";

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  process.stdout.write("Migrations applied\n");
} finally {
  await database.close();
}
