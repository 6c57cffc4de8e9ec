import type { UserRow } from "../db/schema.js";

/** Who is asking: a signed-in user; a FastifyRequest of a signed-in route is one. */
export interface Caller {
  user: Pick<UserRow, "id" | "type">;
}
