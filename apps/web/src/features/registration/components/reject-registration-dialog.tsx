import {
  REJECT_MESSAGE_MAX,
  type Registration,
  type rejectRegistrationRequestSchema,
} from "@events/contract";
import { useState } from "react";
import type { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { FormFrame } from "@/components/ui/form-frame";
import { TextareaField } from "@/components/ui/textarea-field";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { describeError } from "@/lib/api-error";
import { lazyContractResolver } from "@/lib/lazy-contract-resolver";
import { type FieldError, getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";
import { useRegistrationTexts } from "../messages";

type RejectValues = { message: string };
type RejectOutput = z.output<typeof rejectRegistrationRequestSchema>;
// The rule (and zod with it) is loaded when a rejection is first checked, not with the list.
const resolver = lazyContractResolver<RejectValues, RejectOutput>(() =>
  import("../utils/reject-registration-schema").then(
    (module) => module.rejectRegistrationRequestSchema,
  ),
);
const isRejectField = isFieldAmong<"message">(["message"]);

export type RejectRegistrationDialogProps = {
  /** The registration being turned down; null keeps the dialog closed. */
  registration: Registration | null;
  isBusy: boolean;
  /** Throws the server's refusal, which the dialog shows; it stays open with the message. */
  onReject: (registration: Registration, message: string | null) => Promise<void>;
  onClose: () => void;
};

function RejectForm({
  registration,
  isBusy,
  onReject,
  onClose,
}: RejectRegistrationDialogProps & { registration: Registration }) {
  const texts = useRegistrationTexts();
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldError<"message">[]>();
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const { registerField, handleSubmit } = useFormWithServerErrors<RejectValues, RejectOutput>({
    resolver,
    defaultValues: { message: "" },
    serverFieldErrors,
  });

  async function submitValid({ message }: RejectOutput) {
    setFormMessages([]);
    try {
      await onReject(registration, message);
    } catch (error) {
      const fieldErrors = getFormFieldErrors(error, isRejectField);
      setServerFieldErrors(fieldErrors);
      if (fieldErrors.length === 0) {
        setFormMessages([describeError(error, texts.decisionFailed)]);
      }
    }
  }

  return (
    <FormFrame
      messages={formMessages}
      onSubmit={handleSubmit(submitValid)}
      submitLabel={texts.reject}
      busyLabel={texts.rejecting}
      submitVariant="danger"
      isBusy={isBusy}
      onCancel={onClose}
    >
      <TextareaField
        label={texts.rejectMessage}
        hint={texts.rejectMessageHint}
        rows={4}
        maxLength={REJECT_MESSAGE_MAX}
        {...registerField("message")}
      />
    </FormFrame>
  );
}

/** Rejecting a pending registration, with an optional message for the e-mail the person gets. */
export function RejectRegistrationDialog(props: RejectRegistrationDialogProps) {
  const texts = useRegistrationTexts();
  const { registration, isBusy, onClose } = props;
  return (
    <Dialog
      open={registration !== null}
      onOpenChange={(open) => {
        // Closing while the server is still answering would lose its answer.
        if (!open && !isBusy) onClose();
      }}
      title={registration ? texts.rejectTitle(registration.name) : ""}
      description={texts.rejectDescription}
    >
      {registration ? (
        <RejectForm key={registration.id} {...props} registration={registration} />
      ) : null}
    </Dialog>
  );
}
