import { PARTICIPANT_ROLE_LABELS, PARTICIPANT_ROLES } from "@events/contract";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type FieldErrors, useFieldArray, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormActions } from "@/components/ui/form-actions";
import { FormMessagesAlert } from "@/components/ui/form-alert";
import { ImageField } from "@/components/ui/image-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { contractResolver } from "@/lib/contract-resolver";
import { describeRequiredField, isBlank } from "@/lib/required-field";
import { AddParticipantsError } from "../api/add-participants";
import { participantsTexts } from "../messages";
import {
  type AddParticipantsFormOutput,
  type AddParticipantsFormValues,
  addParticipantsFormSchema,
  getEmptyParticipantRow,
  isParticipantRowField,
  type ParticipantRowField,
  type ParticipantRowOutput,
  profileImageRules,
  REQUIRED_PARTICIPANT_FIELDS,
} from "../utils/participant-form-schema";

const resolver = contractResolver<AddParticipantsFormValues, AddParticipantsFormOutput>(
  addParticipantsFormSchema,
);

type RequiredField = (typeof REQUIRED_PARTICIPANT_FIELDS)[number];

function isRequiredField(field: ParticipantRowField): field is RequiredField {
  return (REQUIRED_PARTICIPANT_FIELDS as readonly string[]).includes(field);
}

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

  function isBlankAt(index: number, field: RequiredField): boolean {
    return isBlank(getValues(`participants.${index}.${field}`));
  }

  function showFormMessages(invalid: FieldErrors<AddParticipantsFormValues>) {
    const rows = getValues("participants");
    const messages: string[] = [];
    const isEventMissing =
      !eventId || rows.some((_, index) => invalid.participants?.[index]?.event_id);
    if (isEventMissing) messages.push(participantsTexts.selectEvent);
    const isAnyMissing = rows.some((_, index) =>
      REQUIRED_PARTICIPANT_FIELDS.some((field) => isBlankAt(index, field)),
    );
    if (isAnyMissing) messages.push(participantsTexts.requiredFields);
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
    if (keptIndexes.length < rows.length) {
      replace(rows.filter((_, index) => keptIndexes.includes(index)));
    }
    for (const { index, field, message } of failure.fieldErrors) {
      const keptIndex = keptIndexes.indexOf(index);
      if (keptIndex >= 0 && isParticipantRowField(field)) {
        setError(`participants.${keptIndex}.${field}`, { type: "server", message });
      }
    }
  }

  function describeField(index: number, field: ParticipantRowField): string | undefined {
    const error = errors.participants?.[index]?.[field];
    if (!isRequiredField(field)) return error?.message;
    return describeRequiredField(error, {
      isMissing: isBlankAt(index, field),
      missingText: participantsTexts.requiredFieldTexts[field],
    });
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
    <form
      noValidate
      aria-label={participantsTexts.addParticipants}
      onSubmit={handleSubmit(submitValid, showFormMessages)}
      className="flex flex-col gap-5"
    >
      <FormMessagesAlert messages={formMessages} />

      <ol className="flex flex-col gap-4">
        {fields.map((row, index) => {
          const position = index + 1;
          return (
            <li key={row.id}>
              <fieldset className="rounded-lg border border-slate-200 p-4">
                {/* The legend stays the fieldset's first child, so it names the group. */}
                <legend className="float-left text-sm font-semibold text-slate-900">
                  {participantsTexts.participantLegend(position)}
                </legend>
                {fields.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="float-right -mt-1"
                    aria-label={participantsTexts.removeParticipant(position)}
                    onClick={() => removeRow(index)}
                    disabled={isBusy}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="hidden sm:inline">Remove</span>
                  </Button>
                ) : null}
                <div className="clear-both grid grid-cols-1 gap-4 pt-3 sm:grid-cols-2">
                  <TextField
                    label="Name"
                    isRequired
                    autoComplete="off"
                    error={describeField(index, "name")}
                    {...register(`participants.${index}.name`)}
                  />
                  <TextField
                    label="Email"
                    type="email"
                    isRequired
                    autoComplete="off"
                    error={describeField(index, "email")}
                    {...register(`participants.${index}.email`)}
                  />
                  <TextField
                    label="Phone"
                    type="tel"
                    autoComplete="off"
                    error={describeField(index, "phone")}
                    {...register(`participants.${index}.phone`)}
                  />
                  <TextField
                    label="Username"
                    isRequired
                    autoComplete="off"
                    error={describeField(index, "username")}
                    {...register(`participants.${index}.username`)}
                  />
                  <SelectField
                    label="Role"
                    isRequired
                    error={describeField(index, "participant_role")}
                    {...register(`participants.${index}.participant_role`)}
                  >
                    {PARTICIPANT_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {PARTICIPANT_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </SelectField>
                  <div className="flex items-center gap-2 sm:pt-7">
                    <input
                      id={`${formId}-skip-otp-${row.id}`}
                      type="checkbox"
                      className="size-4 rounded border-slate-300 text-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600"
                      {...register(`participants.${index}.skip_otp`)}
                    />
                    <label
                      htmlFor={`${formId}-skip-otp-${row.id}`}
                      className="text-sm font-medium text-slate-700"
                    >
                      Skip OTP
                    </label>
                  </div>
                  <div className="sm:col-span-2">
                    <ImageField
                      control={control}
                      name={`participants.${index}.profile_image`}
                      trigger={trigger}
                      label="Profile Image"
                      rules={profileImageRules}
                      hint={participantsTexts.imageHint}
                      disabled={isBusy}
                    />
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>

      <Button variant="secondary" className="self-start" onClick={addRow} disabled={isBusy}>
        <Plus aria-hidden="true" className="size-4" />
        {participantsTexts.addAnotherParticipant}
      </Button>

      <FormActions
        submitLabel={participantsTexts.addParticipants}
        busyLabel={participantsTexts.saving}
        isBusy={isBusy}
        onCancel={onCancel}
        hasDivider
      />
    </form>
  );
}
