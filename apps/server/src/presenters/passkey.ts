import type { Passkey } from "@events/contract";
import type { PasskeyRow } from "../db/schema.js";

/** A passkey as its owner (and a privacy export of them) sees it: never its key or credential id. */
export function presentPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    backed_up: row.backed_up,
    device_type: row.device_type,
  };
}
