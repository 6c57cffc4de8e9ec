import {
  PARTICIPANT_EXPORT_COLUMNS,
  type ParticipantExportQuery,
  toPageRequest,
} from "@events/contract";
import { assertCanManageEvent, type Caller } from "../../access/event-access.js";
import {
  fileNameStem,
  type SpreadsheetExport,
  type SpreadsheetRow,
  spreadsheetRows,
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
    /**
     * The event's participants matching the list's filters, newest first like the list, ready
     * to stream; the access check and the event's name come first, so a refusal is a plain 404.
     */
    async exportParticipants(
      caller: Caller,
      eventId: string,
      query: ParticipantExportQuery,
    ): Promise<SpreadsheetExport> {
      assertCanManageEvent(caller, await transferRepository.findEvent(eventId));
      const eventName = (await transferRepository.findEventName(eventId)) ?? "";
      const filters = {
        q: toPageRequest(query).q,
        role: query.role,
        status: query.status,
        checkedIn: query.checked_in,
      };
      return {
        format: query.format,
        fileName: `${fileNameStem(eventName, "event")} - participants`,
        sheetName: "Participants",
        columns: PARTICIPANT_EXPORT_COLUMNS,
        batches: spreadsheetRows(transferRepository.exportBatches(eventId, filters), toRow),
      };
    },
  };
}

export type ParticipantExportService = ReturnType<typeof createParticipantExportService>;
