import {
  IMPORT_MESSAGES,
  type ImportDuplicate,
  type ParticipantImportDryRunResponse,
  type ParticipantImportFields,
} from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Actor } from "../../audit/actor.js";
import { recordWebhookDeliveries } from "../../audit/audit-entry.js";
import { conflict } from "../../errors.js";
import { consentGivenNow } from "../../privacy/consent.js";
import { readSheetTable } from "../../spreadsheets/spreadsheet-reader.js";
import {
  buildPreview,
  checkRows,
  guessMapping,
  importProblem,
  resolveMapping,
} from "./participant-import.js";
import { findDuplicates, toNewParticipant } from "./participant-input.js";
import { type ParticipantsRepository, ParticipantTakenError } from "./participants.repository.js";
import { participantChangeRecord } from "./participants.service.js";

export interface ParticipantImportServiceDependencies {
  participantsRepository: ParticipantsRepository;
  access: AccessKernel;
}

/** What an import came to: the dry run's report, the rows created, or the faults refusing it. */
export type ImportOutcome =
  | { kind: "report"; report: ParticipantImportDryRunResponse }
  | { kind: "created"; created: number }
  | { kind: "refused"; report: ParticipantImportDryRunResponse };

const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;

export function createParticipantImportService({
  participantsRepository,
  access,
}: ParticipantImportServiceDependencies) {
  return {
    /**
     * Reads the file, maps its columns (as given, else guessed from the headers) and checks
     * every row: the schema of create, then e-mails and usernames repeated in the file or
     * already in the event (either case). A dry run answers what it found; a real run stores
     * every row in one transaction with one log entry counting them, or none when any row is
     * faulty.
     */
    async importParticipants(
      actor: Actor,
      eventId: string,
      file: Buffer,
      fields: ParticipantImportFields,
    ): Promise<ImportOutcome> {
      await access.requireEvent(actor, eventId);
      const table = await readSheetTable(file);
      const mapping = fields.mapping
        ? resolveMapping(table.columns, fields.mapping)
        : guessMapping(table.columns);
      const { questions } = await participantsRepository.findForm(eventId);
      const checked = checkRows(eventId, table, mapping, questions);
      const inputs = checked.inputs.map(({ input }) => input);
      const taken =
        inputs.length === 0
          ? []
          : await participantsRepository.findTaken(
              [eventId],
              inputs.map((input) => input.email),
              inputs.map((input) => input.username),
            );
      const rowOf = (index: number) => checked.inputs[index]?.row ?? 0;
      const duplicates: ImportDuplicate[] = findDuplicates(inputs, taken).map((duplicate) => ({
        row: rowOf(duplicate.index),
        [duplicate.field]: duplicate.value,
        ...importProblem(
          duplicate.kind === "repeated"
            ? IMPORT_MESSAGES.duplicateInFile(rowOf(duplicate.firstIndex))
            : IMPORT_MESSAGES.alreadyInEvent,
        ),
      }));
      const errors = checked.errors.sort(byRow);
      const faultyRows = new Set([...errors, ...duplicates].map(({ row }) => row));
      const validInputs = checked.inputs.filter(({ row }) => !faultyRows.has(row));
      const report: ParticipantImportDryRunResponse = {
        columns: table.columns,
        mapping,
        rows: table.rows.length,
        valid: validInputs.length,
        errors,
        duplicates,
        preview: buildPreview(table, mapping, faultyRows),
      };
      if (fields.dry_run) return { kind: "report", report };
      if (faultyRows.size > 0) return { kind: "refused", report };
      try {
        const created = await participantsRepository.runInTransaction(async (unit) => {
          // Checked again with the event locked: it may have been reassigned since.
          await access.requireEvent(actor, eventId, { in: unit });
          const inserted = await unit.insert(
            validInputs.map(({ input, answers, language }) => ({
              ...toNewParticipant(input, null, answers),
              language,
            })),
            "in order",
            consentGivenNow("imported"),
          );
          await unit.audit(actor, {
            action: "import",
            entity_type: "participant",
            entity_id: null,
            event_id: eventId,
            changes: { created: [null, inserted.length] },
          });
          // The log counts them in one entry; a webhook hears of each participant.
          await recordWebhookDeliveries(
            unit,
            actor,
            inserted.map((after) =>
              participantChangeRecord({ action: "create", before: null, after }),
            ),
          );
          return inserted.length;
        });
        return { kind: "created", created };
      } catch (error) {
        if (!(error instanceof ParticipantTakenError)) throw error;
        // Another request added one of them since the check; nothing of the file was stored.
        throw conflict(IMPORT_MESSAGES.addedMeanwhile);
      }
    },
  };
}

export type ParticipantImportService = ReturnType<typeof createParticipantImportService>;
