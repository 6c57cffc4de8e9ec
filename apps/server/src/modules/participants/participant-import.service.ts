import {
  IMPORT_MESSAGES,
  type ImportDuplicate,
  type ParticipantImportDryRunResponse,
  type ParticipantImportFields,
  type ParticipantInput,
} from "@events/contract";
import { assertCanManageEvent, type Caller } from "../../access/event-access.js";
import type { Actor } from "../../audit/actor.js";
import { conflict } from "../../errors.js";
import {
  buildPreview,
  checkRows,
  guessMapping,
  readSheetTable,
  resolveMapping,
} from "./participant-import.js";
import type { ParticipantTransferRepository } from "./participant-transfer.repository.js";
import { ParticipantTakenError } from "./participants.repository.js";
import { toNewParticipant } from "./participants.service.js";

export interface ParticipantImportServiceDependencies {
  transferRepository: ParticipantTransferRepository;
}

/** What an import came to: the dry run's report, the rows created, or the faults refusing it. */
export type ImportOutcome =
  | { kind: "report"; report: ParticipantImportDryRunResponse }
  | { kind: "created"; created: number }
  | { kind: "refused"; report: ParticipantImportDryRunResponse };

/** E-mails and usernames of the file that the event already has, one entry per row and field. */
function findAlreadyInEvent(
  inputs: readonly { row: number; input: ParticipantInput }[],
  taken: readonly { email: string; username: string }[],
): ImportDuplicate[] {
  const takenKeys = {
    email: new Set(taken.map((identity) => identity.email.toLowerCase())),
    username: new Set(taken.map((identity) => identity.username.toLowerCase())),
  };
  return inputs.flatMap(({ row, input }) =>
    (["email", "username"] as const)
      .filter((field) => takenKeys[field].has(input[field].toLowerCase()))
      .map((field) => ({ row, [field]: input[field], message: IMPORT_MESSAGES.alreadyInEvent })),
  );
}

const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;

export function createParticipantImportService({
  transferRepository,
}: ParticipantImportServiceDependencies) {
  /** 404 "Event not found" unless the event exists and the caller may manage it. */
  async function assertCanManageEventById(caller: Caller, eventId: string): Promise<void> {
    assertCanManageEvent(caller, await transferRepository.findEvent(eventId));
  }

  return {
    assertCanManageEventById,

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
      await assertCanManageEventById(actor, eventId);
      const table = await readSheetTable(file);
      const mapping = fields.mapping
        ? resolveMapping(table.columns, fields.mapping)
        : guessMapping(table.columns);
      const checked = checkRows(eventId, table, mapping);
      const taken =
        checked.inputs.length === 0
          ? []
          : await transferRepository.findTakenInEvent(
              eventId,
              checked.inputs.map(({ input }) => input.email),
              checked.inputs.map(({ input }) => input.username),
            );
      const duplicates = [...checked.duplicates, ...findAlreadyInEvent(checked.inputs, taken)].sort(
        byRow,
      );
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
        const created = await transferRepository.runInTransaction(async (transaction) => {
          // Checked again with the event locked: it may have been reassigned since.
          assertCanManageEvent(actor, await transaction.findEventForShare(eventId));
          const inserted = await transaction.insertAll(
            eventId,
            validInputs.map(({ input }) => toNewParticipant(input, null)),
          );
          await transaction.audit(actor, {
            action: "import",
            entity_type: "participant",
            entity_id: null,
            event_id: eventId,
            changes: { created: [null, inserted] },
          });
          return inserted;
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
