import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { appSettings } from "../../db/schema.js";
import { generateToken } from "../../security/tokens.js";

const SECRET_KEY_SETTING = "secret_key";

export function createSettingsRepository(db: Database) {
  return {
    /** The server secret shared by every instance: the first one to start creates it. */
    async getOrCreateSecretKey(): Promise<string> {
      await db
        .insert(appSettings)
        .values({ key: SECRET_KEY_SETTING, value: generateToken() })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, SECRET_KEY_SETTING));
      if (!row) throw new Error("The secret key could not be stored");
      return row.value;
    },
  };
}
