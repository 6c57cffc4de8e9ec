import { Column, getTableColumns, type SQLWrapper } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "./client.js";

type Row = Record<string, unknown>;
type RowDecoder = (row: Row) => Row;

const decodersByTable = new WeakMap<PgTable, Map<string, RowDecoder>>();

/**
 * A function that turns one answered row of the table into its schema's shape, written out for
 * this table's columns: an object literal with fixed keys, calling a column's decoder only where
 * it has one of its own (timestamps, JSON, integers), so V8 builds every row the same fast way.
 * The names in passThrough, selected beside the table's columns, are copied as they came.
 */
function compileDecoder(table: PgTable, passThrough: readonly string[]): RowDecoder {
  const columns = Object.entries(getTableColumns(table));
  const copied = passThrough.map((name) => `${JSON.stringify(name)}: row[${JSON.stringify(name)}]`);
  const fields = columns.map(([key, column], index) => {
    const value = `row[${JSON.stringify(column.name)}]`;
    const decoded =
      column.mapFromDriverValue === Column.prototype.mapFromDriverValue
        ? `${value} ?? null`
        : `(value = ${value}) === null || value === undefined ? null : columns[${index}].mapFromDriverValue(value)`;
    return `${JSON.stringify(key)}: ${decoded}`;
  });
  // The source is built only from the schema's own keys and column names, quoted as JSON.
  const build = new Function(
    "columns",
    `return (row) => { let value; return { ${[...fields, ...copied].join(", ")} }; };`,
  ) as (columns: Column[]) => RowDecoder;
  return build(columns.map(([, column]) => column));
}

function decoderOf(table: PgTable, passThrough: readonly string[] = []): RowDecoder {
  let decoders = decodersByTable.get(table);
  if (!decoders) {
    decoders = new Map();
    decodersByTable.set(table, decoders);
  }
  const key = passThrough.join(",");
  let decoder = decoders.get(key);
  if (!decoder) {
    decoder = compileDecoder(table, passThrough);
    decoders.set(key, decoder);
  }
  return decoder;
}

/**
 * Runs a select of every column of one table (and of the columns named in passThrough, which
 * come as the driver gives them) and decodes its rows with a decoder written for that table
 * once. drizzle's general row mapper asks of every field of every row what kind of thing it is
 * and where in a nested result it goes; for a list of thousands of rows that was a fifth of the
 * request's time, and a whole row needs none of it.
 */
export async function selectTableRows<
  TTable extends PgTable,
  Extra extends Record<string, unknown> = Record<never, never>,
>(
  db: Database,
  table: TTable,
  query: SQLWrapper,
  passThrough: readonly (keyof Extra & string)[] = [],
): Promise<(TTable["$inferSelect"] & Extra)[]> {
  const decode = decoderOf(table, passThrough);
  return (await selectDriverRows<Row>(db, query)).map(decode) as (TTable["$inferSelect"] & Extra)[];
}

/**
 * A query's rows as the driver answers them, with none of drizzle's general row mapper: for raw
 * SQL, and for selects whose columns come under their own names needing no decoding.
 */
export async function selectDriverRows<DriverRow>(
  executor: Database | Transaction,
  query: SQLWrapper,
): Promise<DriverRow[]> {
  // execute() answers node-postgres' own result type, whose rows are in `rows`.
  const { rows } = (await executor.execute(query)) as unknown as { rows: DriverRow[] };
  return rows;
}

/** A prepared select of drizzle's. */
interface PreparedSelect {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A prepared select of every column of one table, and of the columns named in passThrough (as
 * the driver gives them), whose rows are decoded by the table's written-out decoder rather than
 * drizzle's general row mapper: on a page of a list read on every request, that mapper was most
 * of what the server itself spent on the rows.
 */
export function preparedTableRows<
  TTable extends PgTable,
  Extra extends Record<string, unknown> = Record<never, never>,
>(
  table: TTable,
  statement: PreparedSelect,
  passThrough: readonly (keyof Extra & string)[] = [],
): (values: Record<string, unknown>) => Promise<(TTable["$inferSelect"] & Extra)[]> {
  const rowsOf = driverRowsOf<Row>(statement);
  const decode = decoderOf(table, passThrough);
  return async (values) => (await rowsOf(values)).map(decode) as (TTable["$inferSelect"] & Extra)[];
}

/**
 * A prepared select's rows as the driver answers them: keyed by column name, undecoded, with
 * none of drizzle's general row mapper. As they are, they are the select's rows only where every
 * column is selected under its own name and needs no decoding (text, booleans, JSON).
 */
export function driverRowsOf<DriverRow>(
  statement: PreparedSelect,
): (values: Record<string, unknown>) => Promise<DriverRow[]> {
  // Only node-postgres' class declares it.
  const all: unknown = Reflect.get(statement, "all");
  if (typeof all !== "function") throw new Error("The driver's prepared query has no all()");
  return (values) => all.call(statement, values) as Promise<DriverRow[]>;
}
