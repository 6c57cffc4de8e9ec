import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type FieldErrors, useFieldArray, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { useTexts } from "@/i18n/use-texts";
import { contractResolver } from "@/lib/contract-resolver";
import { isBlank } from "@/lib/required-field";
import { AddParticipantsError } from "../api/add-participants";
import {
  describeParticipantField,
  type RequiredParticipantField,
} from "../utils/describe-participant-field";
import {
  type AddParticipantsFormOutput,
  type AddParticipantsFormValues,
  addParticipantsFormSchema,
  getEmptyParticipantRow,
  isParticipantRowField,
  type ParticipantRowField,
  type ParticipantRowOutput,
  REQUIRED_PARTICIPANT_FIELDS,
} from "../utils/participant-form-schema";
import { ParticipantFields } from "./participant-fields";
import { ParticipantFormFrame } from "./participant-form-frame";

const resolver = contractResolver<AddParticipantsFormValues, AddParticipantsFormOutput>(
  addParticipantsFormSchema,
);

export type AddParticipantsFormProps = {
  /** The chosen event; without one the form says 'Please select an event'. */
  eventId: string | undefined;
  isBusy?: boolean;
  /**
   * Throws an AddParticipantsError to keep the form open with what is left to fix: rows already
   * created leave it and the server's refusals are marked.
   */
  onSubmit: (rows: ParticipantRowOutput[]) => Promise<void> | void;
  onCancel: () => void;
};

/** Repeatable participant forms, one fieldset per row, checked by the contract's rules. */
export function AddParticipantsForm({
  eventId,
  isBusy = false,
  onSubmit,
  onCancel,
}: AddParticipantsFormProps) {
  const { t } = useTexts();
  const formId = useId();
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const rowToFocus = useRef<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    setValue,
    trigger,
    formState: { errors },
  } = useForm<AddParticipantsFormValues, unknown, AddParticipantsFormOutput>({
    resolver,
    defaultValues: { participants: [getEmptyParticipantRow(eventId)] },
  });
  const { fields, append, remove, replace } = useFieldArray({ control, name: "participants" });

  useEffect(() => {
    const index = rowToFocus.current;
    if (index === null || fields.length === 0) return;
    rowToFocus.current = null;
    setFocus(`participants.${Math.min(index, fields.length - 1)}.name`);
  }, [fields, setFocus]);

  function isBlankAt(index: number, field: RequiredParticipantField): boolean {
    return isBlank(getValues(`participants.${index}.${field}`));
  }

  function showFormMessages(invalid: FieldErrors<AddParticipantsFormValues>) {
    const rows = getValues("participants");
    const messages: string[] = [];
    const isEventMissing =
      !eventId || rows.some((_, index) => invalid.participants?.[index]?.event_id);
    if (isEventMissing) messages.push(t("participants.form.selectEvent"));
    const isAnyMissing = rows.some((_, index) =>
      REQUIRED_PARTICIPANT_FIELDS.some((field) => isBlankAt(index, field)),
    );
    if (isAnyMissing) messages.push(t("participants.form.requiredFields"));
    setFormMessages(messages);
  }

  async function submitValid(values: AddParticipantsFormOutput) {
    setFormMessages([]);
    try {
      await onSubmit(values.participants);
    } catch (error) {
      if (!(error instanceof AddParticipantsError)) throw error;
      keepUnsavedRows(error);
    }
  }

  function keepUnsavedRows(failure: AddParticipantsError) {
    const rows = getValues("participants");
    const keptIndexes = rows.flatMap((_, index) =>
      failure.savedIndexes.includes(index) ? [] : [index],
    );
    const keptRows = rows.filter((_, index) => keptIndexes.includes(index));
    // setValue, not replace: replace re-validates the rows once they render, by when the form
    // counts as submitted, and finding them valid it clears every error on them, the server's
    // refusals below included: they showed for a moment only. These rows were just validated.
    if (keptRows.length < rows.length) setValue("participants", keptRows);
    for (const { index, field, message } of failure.fieldErrors) {
      const keptIndex = keptIndexes.indexOf(index);
      if (keptIndex >= 0 && isParticipantRowField(field)) {
        setError(`participants.${keptIndex}.${field}`, { type: "server", message });
      }
    }
  }

  function describeField(index: number, field: ParticipantRowField): string | undefined {
    return describeParticipantField(field, errors.participants?.[index]?.[field], (required) =>
      isBlankAt(index, required),
    );
  }

  function addRow() {
    rowToFocus.current = fields.length;
    append(getEmptyParticipantRow(eventId), { shouldFocus: false });
  }

  function removeRow(index: number) {
    rowToFocus.current = Math.max(0, index - 1);
    // Removing the last row would leave nothing to fill in: one empty row stays (spec §5).
    if (fields.length > 1) remove(index);
    else replace([getEmptyParticipantRow(eventId)]);
  }

  return (
    <ParticipantFormFrame
      label={t("participants.dialog.add")}
      submitLabel={t("participants.dialog.add")}
      formMessages={formMessages}
      isBusy={isBusy}
      onSubmit={handleSubmit(submitValid, showFormMessages)}
      onCancel={onCancel}
    >
      <ol className="flex flex-col gap-4">
        {fields.map((row, index) => {
          const position = index + 1;
          return (
            <li key={row.id}>
              <fieldset className="rounded-lg border border-slate-200 p-4">
                {/* The legend stays the fieldset's first child, so it names the group. */}
                <legend className="float-start text-sm font-semibold text-slate-900">
                  {t("participants.form.legend", { position })}
                </legend>
                {fields.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="float-end -mt-1"
                    aria-label={t("participants.form.removeLabel", { position })}
                    onClick={() => removeRow(index)}
                    disabled={isBusy}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="hidden sm:inline">{t("participants.form.remove")}</span>
                  </Button>
                ) : null}
                <div className="clear-both pt-3">
                  <ParticipantFields
                    prefix={`participants.${index}.`}
                    register={register}
                    control={control}
                    trigger={trigger}
                    describeField={(field) => describeField(index, field)}
                    skipOtpId={`${formId}-skip-otp-${row.id}`}
                    isBusy={isBusy}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>

      <Button variant="secondary" className="self-start" onClick={addRow} disabled={isBusy}>
        <Plus aria-hidden="true" className="size-4" />
        {t("participants.form.addAnother")}
      </Button>
    </ParticipantFormFrame>
  );
}
