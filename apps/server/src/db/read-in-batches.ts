/**
 * Reads rows in batches by key: each batch starts after the last row of the one before, so
 * however many rows there are, only a batch is held and no batch costs more than the first.
 * `readBatch` answers at most `batchRows` rows after `last` (from the start when undefined).
 */
export async function* readInBatches<Row>(
  readBatch: (last: Row | undefined, batchRows: number) => Promise<Row[]>,
  batchRows: number,
): AsyncGenerator<Row[]> {
  let last: Row | undefined;
  for (;;) {
    const rows = await readBatch(last, batchRows);
    if (rows.length > 0) yield rows;
    last = rows.at(-1);
    if (!last || rows.length < batchRows) return;
  }
}

/** Each batch of rows as another kind of row, batch by batch as they are read. */
export async function* mapBatches<Row, Mapped>(
  batches: AsyncIterable<Row[]>,
  map: (row: Row) => Mapped,
): AsyncGenerator<Mapped[]> {
  for await (const batch of batches) yield batch.map(map);
}
