import {
  SESSION_EXPORT_COLUMNS,
  SESSION_TYPE_LABELS,
  type SessionExportQuery,
} from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import { formatWallClock } from "../../db/wall-clock.js";
import type { SpreadsheetRow } from "../../spreadsheets/spreadsheet-cells.js";
import { eventSpreadsheet, type SpreadsheetExport } from "../../spreadsheets/spreadsheet-writer.js";
import type { ExportedSession, SessionExportRepository } from "./session-export.repository.js";

export interface SessionExportServiceDependencies {
  sessionExportRepository: SessionExportRepository;
  access: AccessKernel;
}

/**
 * A wall-clock time as a Date at that time in UTC: the export writes dates in UTC, so the
 * spreadsheet shows exactly the time entered, with no zone moving it.
 */
function wallClockCell(value: string): Date {
  return new Date(`${formatWallClock(value)}Z`);
}

/** One session in SESSION_EXPORT_COLUMNS order; the type as the screens name it. */
function toRow(session: ExportedSession): SpreadsheetRow {
  return [
    session.name,
    session.session_type === "other" && session.other_session_type
      ? session.other_session_type
      : SESSION_TYPE_LABELS[session.session_type],
    wallClockCell(session.start_datetime),
    wallClockCell(session.end_datetime),
    session.venue,
    session.description,
  ];
}

export function createSessionExportService({
  sessionExportRepository,
  access,
}: SessionExportServiceDependencies) {
  return {
    /** The event's agenda, by start, ready to stream. */
    async exportSessions(
      caller: Caller,
      eventId: string,
      query: SessionExportQuery,
    ): Promise<SpreadsheetExport> {
      const event = await access.requireEvent(caller, eventId);
      return eventSpreadsheet(event.event_name, {
        format: query.format,
        contents: "agenda",
        sheetName: "Agenda",
        columns: SESSION_EXPORT_COLUMNS,
        records: sessionExportRepository.exportBatches(eventId),
        toRow,
      });
    },
  };
}

export type SessionExportService = ReturnType<typeof createSessionExportService>;
