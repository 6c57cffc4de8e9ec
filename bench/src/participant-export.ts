import { copySeconds, downloadSeconds } from "./exports.js";
import { measureMemoryRise } from "./memory-rise.js";

export interface ParticipantExportFigures {
  csvSeconds: number;
  /** psql's COPY of the same rows, in the export's order. */
  copySeconds: number;
  xlsxSeconds: number;
  /** How far the server's resident memory rose while it wrote the workbook. */
  xlsxRssRiseMb: number;
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
}): Promise<ParticipantExportFigures> {
  const url = (format: string) =>
    `${options.app.url}/api/participants/export/${options.eventId}?format=${format}`;
  const headers = { ...options.headers, "accept-encoding": "identity" };
  const csvSeconds = await downloadSeconds(url("csv"), headers);
  const xlsx = await measureMemoryRise(options.app.pid, () =>
    downloadSeconds(url("xlsx"), headers),
  );
  return {
    csvSeconds,
    copySeconds: await copySeconds(
      options.databaseUrl,
      `select name, email, phone, username, participant_role, status, created_date,
         checked_in_at from participants where event_id = '${options.eventId}'
       order by created_date desc, id desc`,
    ),
    xlsxSeconds: xlsx.result,
    xlsxRssRiseMb: xlsx.riseMb,
  };
}
