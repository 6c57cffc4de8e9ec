import { stat } from "node:fs/promises";

/** Whether something is at that path; only its absence answers false, other errors are thrown. */
export async function pathExists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}
