// Transitional: the modules move to access-kernel.ts one by one; removed once none imports this.
import type { Caller } from "./caller.js";

export { assertCanManageEvent, canManageEvent, eventNotFound } from "./access-kernel.js";
export type { Caller } from "./caller.js";

export interface ListedByEventAdmin<Row> {
  listAll(): Promise<Row[]>;
  listByEventAdmin(eventAdminId: string): Promise<Row[]>;
}

export function listVisibleTo<Row>(caller: Caller, rows: ListedByEventAdmin<Row>): Promise<Row[]> {
  return caller.user.type === "system_admin"
    ? rows.listAll()
    : rows.listByEventAdmin(caller.user.id);
}
