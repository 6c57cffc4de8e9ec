import type { FormEventHandler, ReactNode } from "react";
import { FormActions } from "@/components/ui/form-actions";
import { FormMessagesAlert } from "@/components/ui/form-alert";
import { participantsTexts } from "../messages";

export type ParticipantFormFrameProps = {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The messages above the fields, for what the fields' own errors cannot say. */
  formMessages: readonly string[];
  isBusy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
};

/** The add and edit participant forms around their fields: the messages, then Cancel and Save. */
export function ParticipantFormFrame({
  label,
  submitLabel,
  formMessages,
  isBusy,
  onSubmit,
  onCancel,
  children,
}: ParticipantFormFrameProps) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormMessagesAlert messages={formMessages} />
      {children}
      <FormActions
        submitLabel={submitLabel}
        busyLabel={participantsTexts.saving}
        isBusy={isBusy}
        onCancel={onCancel}
        hasDivider
      />
    </form>
  );
}
