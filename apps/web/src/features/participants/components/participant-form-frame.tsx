import { FormFrame, type FormFrameProps } from "@/components/ui/form-frame";
import { useTexts } from "@/i18n/use-texts";

export type ParticipantFormFrameProps = Omit<
  FormFrameProps,
  "label" | "messages" | "busyLabel" | "hasDivider" | "spacing"
> & {
  /** The form's accessible name. */
  label: string;
  /** The messages above the fields, for what the fields' own errors cannot say. */
  formMessages: readonly string[];
};

/** The add and edit participant forms around their fields: the messages, then Cancel and Save. */
export function ParticipantFormFrame({ formMessages, ...props }: ParticipantFormFrameProps) {
  const { t } = useTexts();
  return (
    <FormFrame
      {...props}
      messages={formMessages}
      busyLabel={t("participants.form.saving")}
      hasDivider
    />
  );
}
