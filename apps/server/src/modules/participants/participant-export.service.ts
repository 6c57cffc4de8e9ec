import {
  PARTICIPANT_EXPORT_COLUMNS,
  type ParticipantExportQuery,
  toPageRequest,
} from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { SpreadsheetRow } from "../../spreadsheets/spreadsheet-cells.js";
import { eventSpreadsheet, type SpreadsheetExport } from "../../spreadsheets/spreadsheet-writer.js";
import { answerColumnsOf, answerFilterOf } from "./participant-answers.js";
import {
  type ExportedParticipant,
  type ParticipantsRepository,
  WORKBOOK_BATCH_ROWS,
} from "./participants.repository.js";

export interface ParticipantExportServiceDependencies {
  participantsRepository: ParticipantsRepository;
  access: AccessKernel;
}

/**
 * One participant in PARTICIPANT_EXPORT_COLUMNS order, then their answers in the export's
 * question columns; re-importing the file reads it back. The
 * repository's exportCsvLines writes the same cells for CSV, in SQL.
 */
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
    ...participant.answers,
  ];
}

export function createParticipantExportService({
  participantsRepository,
  access,
}: ParticipantExportServiceDependencies) {
  return {
    /**
     * The event's participants matching the list's filters, newest first like the list, in a
     * file named after the event. A refusal is a plain 404, as nothing has been sent yet.
     */
    async exportParticipants(
      caller: Caller,
      eventId: string,
      query: ParticipantExportQuery,
    ): Promise<SpreadsheetExport> {
      const event = await access.requireEvent(caller, eventId);
      const form = await participantsRepository.findForm(eventId);
      const answeredRemoved = await participantsRepository.answeredQuestions(
        eventId,
        form.removed_questions.map((question) => question.id),
      );
      const answerColumns = answerColumnsOf(form, new Set(answeredRemoved));
      const questionIds = answerColumns.map((column) => column.id);
      const filters = {
        q: toPageRequest(query).q,
        role: query.role,
        status: query.status,
        checkedIn: query.checked_in,
        answers: answerFilterOf(form, query),
      };
      const file = {
        contents: "participants",
        sheetName: "Participants",
        columns: [...PARTICIPANT_EXPORT_COLUMNS, ...answerColumns.map((column) => column.label)],
      };
      // PostgreSQL writes CSV lines itself (db/csv-text.ts); a workbook is built from rows.
      return eventSpreadsheet(
        event.event_name,
        query.format === "csv"
          ? {
              ...file,
              format: "csv",
              csvLines: participantsRepository.exportCsvLines(eventId, filters, questionIds),
            }
          : {
              ...file,
              format: query.format,
              records: participantsRepository.exportBatches(
                eventId,
                filters,
                questionIds,
                WORKBOOK_BATCH_ROWS,
              ),
              toRow,
            },
      );
    },
  };
}

export type ParticipantExportService = ReturnType<typeof createParticipantExportService>;
