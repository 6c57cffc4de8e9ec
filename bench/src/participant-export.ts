import {
  copySeconds,
  downloadSeconds,
  type ExportBesideCopy,
  exportBesideCopy,
} from "./exports.js";
import { measureMemoryRise } from "./memory-rise.js";
import { LARGE_EVENT_PARTICIPANTS } from "./scale.js";

export const PARTICIPANT_CSV_EXPORT = `participant CSV export of ${LARGE_EVENT_PARTICIPANTS.toLocaleString("en")} rows`;

export interface ParticipantExportFigures {
  /** The CSV export beside psql's COPY of the same rows, in the export's order. */
  csv: ExportBesideCopy;
  xlsxSeconds: number;
  /** How far the server's resident memory rose while it wrote the workbook. */
  xlsxRssRiseMb: number;
  /** The same for the server's first workbook, which also compiles the writer's code. */
  firstXlsxRssRiseMb: number;
}

/**
 * An event's participants exported as CSV, beside psql's COPY of the same rows, and as XLSX with
 * the server's memory watched; each download read to its end and thrown away.
 */
export async function measureParticipantExport(options: {
  app: { url: string; pid: number };
  databaseUrl: string;
  headers: Record<string, string>;
  eventId: string;
  rounds: number;
}): Promise<ParticipantExportFigures> {
  const url = (format: string) =>
    `${options.app.url}/api/participants/export/${options.eventId}?format=${format}`;
  const headers = { ...options.headers, "accept-encoding": "identity" };
  const csv = await exportBesideCopy(
    options.rounds,
    () => downloadSeconds(url("csv"), headers),
    () =>
      copySeconds(
        options.databaseUrl,
        `select name, email, phone, username, participant_role, status, created_date,
           checked_in_at from participants where event_id = '${options.eventId}'
         order by created_date desc, id desc`,
      ),
  );
  const xlsxOnce = () =>
    measureMemoryRise(options.app.pid, () => downloadSeconds(url("xlsx"), headers));
  // The first workbook warms the writer up (its code compiled, the heap grown to the work), a
  // one-off cost whose size hangs on how much heap the server had grown by then; the export's
  // own memory is the second's.
  const first = await xlsxOnce();
  const xlsx = await xlsxOnce();
  return {
    csv,
    xlsxSeconds: xlsx.result,
    xlsxRssRiseMb: xlsx.riseMb,
    firstXlsxRssRiseMb: first.riseMb,
  };
}
