import {
  PARTICIPANT_EXPORT_COLUMNS,
  type ParticipantExportQuery,
  toPageRequest,
} from "@events/contract";
import type { Caller } from "../../access/event-access.js";
import {
  eventSpreadsheet,
  type SpreadsheetExport,
  type SpreadsheetRow,
} from "../../http/spreadsheet-export.js";
import type {
  ExportedParticipant,
  ParticipantTransferRepository,
} from "./participant-transfer.repository.js";

export interface ParticipantExportServiceDependencies {
  transferRepository: ParticipantTransferRepository;
}

/** One participant in PARTICIPANT_EXPORT_COLUMNS order; re-importing the file reads it back. */
function toRow(participant: ExportedParticipant): SpreadsheetRow {
  return [
    participant.name,
    participant.email,
    participant.phone,
    participant.username,
    participant.participant_role,
    participant.is_active ? "active" : "inactive",
    participant.created_date,
    participant.checked_in_at,
  ];
}

export function createParticipantExportService({
  transferRepository,
}: ParticipantExportServiceDependencies) {
  return {
    /** The event's participants matching the list's filters, newest first like the list. */
    exportParticipants(
      caller: Caller,
      eventId: string,
      query: ParticipantExportQuery,
    ): Promise<SpreadsheetExport> {
      const filters = {
        q: toPageRequest(query).q,
        role: query.role,
        status: query.status,
        checkedIn: query.checked_in,
      };
      return eventSpreadsheet(caller, transferRepository, eventId, {
        format: query.format,
        contents: "participants",
        sheetName: "Participants",
        columns: PARTICIPANT_EXPORT_COLUMNS,
        records: () => transferRepository.exportBatches(eventId, filters),
        toRow,
      });
    },
  };
}

export type ParticipantExportService = ReturnType<typeof createParticipantExportService>;
