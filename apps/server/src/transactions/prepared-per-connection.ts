import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../db/client.js";

/**
 * A statement built once per connection rather than on every request: `build` makes a drizzle
 * prepared query (`.prepare(name)`), which PostgreSQL then plans once per connection too.
 *
 * drizzle binds a prepared query to the executor it was built on, and every transaction is a new
 * executor over one of the pool's few connections: the pool's statements are kept per database,
 * a transaction's per connection, which every later transaction on that connection runs on.
 */
export function preparedPerConnection<Statement>(
  build: (executor: Database | Transaction) => Statement,
): (executor: Database | Transaction) => Statement {
  const built = new WeakMap<object, Statement>();
  return (executor) => {
    const key = connectionOf(executor);
    let statement = built.get(key);
    if (!statement) {
      statement = build(executor);
      built.set(key, statement);
    }
    return statement;
  };
}

function connectionOf(executor: Database | Transaction): object {
  if (!(executor instanceof PgTransaction)) return executor;
  // The client the transaction's session checked out of the pool (node-postgres, PGlite).
  const client: unknown = Reflect.get(executor._.session, "client");
  return typeof client === "object" && client !== null ? client : executor._.session;
}
