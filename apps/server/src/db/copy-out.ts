import pg from "pg";
import { type Database, poolOf } from "./client.js";
import type { BuiltQuery } from "./text-rows.js";

/** Bytes gathered into one piece before it is handed on: a few dozen socket writes a megabyte. */
const PIECE_BYTES = 64 * 1024;
/**
 * Pieces waiting for the reader before the connection stops reading from PostgreSQL: 4 MB, so
 * PostgreSQL goes on writing while the answer waits for its socket.
 */
const PIECES_AHEAD = 64;

/**
 * How a row's bytes go into a piece: written into `target` from `at`, answering where they end;
 * never more than `growth` times the row's length.
 */
export interface RowWriter {
  growth: number;
  write(row: Buffer, rowBytes: number, target: Buffer, at: number): number;
}

/** A row as PostgreSQL sent it. */
const AS_SENT: RowWriter = {
  growth: 1,
  write: (row, rowBytes, target, at) => at + row.copy(target, at, 0, rowBytes),
};

/** The connection pg hands a query it submits: the socket it reads, and the simple query. */
interface SubmittedConnection {
  stream: { pause(): void; resume(): void };
  query(text: string): void;
}

/**
 * `COPY (...) TO STDOUT`, on node-postgres' own protocol handling: the client hands this query
 * each message PostgreSQL answers it with. PostgreSQL sends copy-out data one row to a CopyData
 * message, so every message is a row ended by "\n", which `rowEnd` replaces: CSV files end their
 * lines "\r\n" (RFC 4180), a choice COPY does not offer. The rows are copied into pieces of
 * PIECE_BYTES at once, as the protocol parser uses its buffer again, and the socket is paused
 * while the reader is PIECES_AHEAD pieces behind.
 */
class CopyOut {
  readonly pieces: Buffer[] = [];
  isDone = false;
  failure: unknown;
  private piece = Buffer.allocUnsafe(PIECE_BYTES);
  private filled = 0;
  private connection: SubmittedConnection | undefined;
  private isPaused = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly text: string,
    private readonly rowEnd: Buffer,
    private readonly rowWriter: RowWriter,
  ) {}

  submit(connection: SubmittedConnection): void {
    this.connection = connection;
    connection.query(this.text);
  }

  handleCopyData({ chunk }: { chunk: Buffer }): void {
    const rowBytes = chunk.length - 1;
    const needed = rowBytes * this.rowWriter.growth + this.rowEnd.length;
    if (this.filled + needed > this.piece.length) {
      this.handOn();
      this.piece = Buffer.allocUnsafe(Math.max(PIECE_BYTES, needed));
    }
    const written = this.rowWriter.write(chunk, rowBytes, this.piece, this.filled);
    this.filled = written + this.rowEnd.copy(this.piece, written);
  }

  // After an error the client hands the copy no more messages, ReadyForQuery included.
  handleError(error: unknown): void {
    this.failure ??= error;
    this.wakeReader();
  }

  handleReadyForQuery(): void {
    this.handOn();
    this.isDone = true;
    this.wakeReader();
  }

  // The copy's other messages say nothing the rows do not.
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}

  /** Answers when pieces have come or the copy has ended, letting PostgreSQL send more. */
  async next(): Promise<void> {
    if (this.isPaused && this.pieces.length < PIECES_AHEAD / 2) {
      this.isPaused = false;
      this.connection?.stream.resume();
    }
    if (this.pieces.length > 0 || this.isDone || this.failure) return;
    await new Promise<void>((resolve) => {
      this.wake = resolve;
    });
  }

  private handOn(): void {
    if (this.filled === 0) return;
    this.pieces.push(this.piece.subarray(0, this.filled));
    this.piece = this.piece.subarray(this.filled);
    this.filled = 0;
    if (this.pieces.length >= PIECES_AHEAD && !this.isPaused) {
      this.isPaused = true;
      this.connection?.stream.pause();
    }
    this.wakeReader();
  }

  private wakeReader(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}

/** A value of a query's parameters as an SQL literal: COPY takes none as parameters. */
function literalOf(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) {
    return String(value);
  }
  // escapeLiteral writes E'...' for a backslash, so the literal means the same whatever
  // standard_conforming_strings is.
  if (typeof value === "string") return pg.escapeLiteral(value);
  throw new Error(`copyOut: no literal for a parameter of type ${typeof value}`);
}

/**
 * The SQL of a drizzle query with its parameters written in as literals, escaped by
 * node-postgres; a placeholder is `$` and its number, which no SQL of ours holds otherwise.
 */
function withLiterals(query: BuiltQuery): string {
  const { sql, params } = query.toSQL();
  return sql.replace(/\$(\d+)\b/g, (_: string, number: string) =>
    literalOf(params[Number(number) - 1]),
  );
}

/**
 * The rows of `query` as COPY writes them in `options` (say `format csv`), each written by
 * `rowWriter` (as sent, unless given) and ended by `rowEnd`, in pieces of some kilobytes. The copy is one statement, so one snapshot, read as fast
 * as the reader takes it; a reader that stops early closes the connection, which ends the copy.
 */
export async function* copyOut(
  db: Database,
  query: BuiltQuery,
  {
    options,
    rowEnd,
    rowWriter = AS_SENT,
  }: { options: string; rowEnd: string; rowWriter?: RowWriter },
): AsyncGenerator<Buffer> {
  const client = await poolOf(db).connect();
  const copy = new CopyOut(
    `copy (${withLiterals(query)}) to stdout (${options})`,
    Buffer.from(rowEnd),
    rowWriter,
  );
  let isFinished = false;
  try {
    // A submittable query: pg hands it the connection and then each message of its answer.
    client.query(copy as unknown as pg.Submittable);
    for (;;) {
      await copy.next();
      if (copy.failure) throw copy.failure;
      for (let piece = copy.pieces.shift(); piece; piece = copy.pieces.shift()) yield piece;
      if (copy.isDone) break;
    }
    isFinished = true;
  } finally {
    client.release(isFinished ? undefined : new Error("copy not read to its end"));
  }
}
