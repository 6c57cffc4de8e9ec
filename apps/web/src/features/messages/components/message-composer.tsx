import {
  DEFAULT_MESSAGE_DELIVERY,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_PLACEHOLDERS,
  MESSAGE_SUBJECT_MAX_LENGTH,
  type MessageDraft,
  type MessageDraftValues,
  type MessagePreviewResponse,
  messageDraftSchema,
  PARTICIPANT_ROLES,
} from "@events/contract";
import { Eye, Send } from "lucide-react";
import { type Ref, useEffect, useId, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { contractResolver } from "@/lib/contract-resolver";
import { showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { usePreviewMessage } from "../api/preview-message";
import { useSendMessage } from "../api/send-message";
import {
  getMessageServerFieldErrors,
  insertAt,
  type MessageFormFieldError,
  placeholderToken,
  readCheckedInChoice,
  readOptionalChoice,
} from "../utils/message-form";
import {
  CHECKED_IN_OPTIONS,
  CONFIRM_TEXT,
  ROLE_TEXT,
  STATUS_OPTIONS,
} from "../utils/message-labels";
import { ChoiceSelectField, choicesWithAny } from "./choice-select-field";
import { DeliveryChoice } from "./delivery-choice";
import { MessagePreview } from "./message-preview";

const resolver = contractResolver<MessageDraftValues, MessageDraft>(messageDraftSchema);

type TextTarget = "subject" | "body";

/** A preview belongs to the values it was made from; any change makes it stale. */
type PreviewOfValues = { valuesKey: string; response: MessagePreviewResponse };

type PendingSend = { draft: MessageDraft; recipients: number };

/** Both of a ref's holders: react-hook-form's and the composer's own, for the cursor. */
function bothRefs<TElement>(
  registered: (element: TElement | null) => void,
  own: { current: TElement | null },
): Ref<TElement> {
  return (element) => {
    registered(element);
    own.current = element;
  };
}

export type MessageComposerProps = {
  eventId: string;
  initialValues: MessageDraftValues;
  /** The message is queued; the composer's owner closes it. */
  onSent: () => void;
  onCancel: () => void;
  /** Tells the owner while a send is under way, so it is not closed halfway. */
  onBusyChange?: (isBusy: boolean) => void;
};

/**
 * Writes a message to a segment of the event's participants, by e-mail and to the app's inbox or
 * to the inbox only: the contract's rules check it as it is typed, Preview shows one recipient's
 * copy, and Send asks 'Send to N participants' first, saying where it goes. Nothing typed is
 * lost when the server refuses it.
 */
export function MessageComposer({
  eventId,
  initialValues,
  onSent,
  onCancel,
  onBusyChange,
}: MessageComposerProps) {
  const { t } = useTexts();
  const previewMessage = usePreviewMessage();
  const sendMessage = useSendMessage();
  const [serverFieldErrors, setServerFieldErrors] = useState<MessageFormFieldError[]>();
  const [formError, setFormError] = useState<string>();
  const [preview, setPreview] = useState<PreviewOfValues | null>(null);
  const [pendingSend, setPendingSend] = useState<PendingSend | null>(null);
  const {
    control,
    registerField,
    handleSubmit,
    getValues,
    setValue,
    formState: { isSubmitted },
  } = useFormWithServerErrors<MessageDraftValues, MessageDraft>({
    resolver,
    defaultValues: initialValues,
    serverFieldErrors,
  });

  const values = useWatch({ control });
  const valuesKey = JSON.stringify(values);
  const freshPreview = preview?.valuesKey === valuesKey ? preview.response : null;

  const subjectRef = useRef<HTMLInputElement | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const [cursorField, setCursorField] = useState<TextTarget | null>(null);
  const placeholdersId = useId();

  const isBusy = previewMessage.isPending || sendMessage.isPending;

  // The preview sits below the long form: asked for, it is brought into view and given focus,
  // so keyboard and screen-reader users land on it too. Counted, as each request reveals anew.
  const previewHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const [previewReveals, setPreviewReveals] = useState(0);
  useEffect(() => {
    if (previewReveals === 0) return;
    const heading = previewHeadingRef.current;
    // jsdom has no scrolling; browsers all do.
    heading?.parentElement?.scrollIntoView?.({ block: "start" });
    heading?.focus({ preventScroll: true });
  }, [previewReveals]);

  /** Puts the placeholder where the cursor was (the message's end before any field had it). */
  function insertPlaceholder(token: string) {
    const field = cursorField ?? "body";
    const element = field === "subject" ? subjectRef.current : bodyRef.current;
    const text = getValues(field) ?? "";
    const hasCursor = cursorField !== null && element !== null;
    const start = hasCursor ? (element.selectionStart ?? text.length) : text.length;
    const end = hasCursor ? (element.selectionEnd ?? start) : text.length;
    const inserted = insertAt(text, token, start, end);
    setValue(field, inserted.text, { shouldDirty: true, shouldValidate: isSubmitted });
    element?.focus();
    element?.setSelectionRange(inserted.caret, inserted.caret);
  }

  /** Shows a refusal beside its fields, or in the form when it names none. */
  function showFailure(error: unknown, fallback: string) {
    const fieldErrors = getMessageServerFieldErrors(error);
    setServerFieldErrors(fieldErrors);
    setFormError(fieldErrors.length > 0 ? undefined : describeError(error, fallback));
  }

  async function fetchPreview(draft: MessageDraft): Promise<MessagePreviewResponse | undefined> {
    setFormError(undefined);
    try {
      const response = await previewMessage.mutateAsync({ eventId, draft });
      setPreview({ valuesKey: JSON.stringify(getValues()), response });
      return response;
    } catch (error) {
      showFailure(error, t("messages.composer.previewFailed"));
      return undefined;
    }
  }

  async function askToSend(draft: MessageDraft) {
    const recipients = freshPreview?.recipients ?? (await fetchPreview(draft))?.recipients;
    if (recipients === undefined) return;
    if (recipients === 0) {
      setFormError(t("messages.composer.noRecipients"));
      return;
    }
    setFormError(undefined);
    setPendingSend({ draft, recipients });
  }

  async function send() {
    if (!pendingSend) return;
    onBusyChange?.(true);
    try {
      await sendMessage.mutateAsync({ eventId, draft: pendingSend.draft });
      showSuccessToast(t("messages.composer.queued"), { autoCloseMs: TOAST_CLOSE_MS.admin });
      onSent();
    } catch (error) {
      setPendingSend(null);
      showFailure(error, t("messages.composer.sendFailed"));
    } finally {
      onBusyChange?.(false);
    }
  }

  const subjectField = registerField("subject", { onChange: () => setFormError(undefined) });
  const bodyField = registerField("body", { onChange: () => setFormError(undefined) });

  return (
    <>
      <form noValidate onSubmit={handleSubmit(askToSend)} className="flex flex-col gap-5">
        {formError ? (
          <FormAlert>
            <p>{formError}</p>
          </FormAlert>
        ) : null}

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            {t("messages.composer.recipients")}
          </legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <ChoiceSelectField
              label={t("messages.composer.role")}
              choices={choicesWithAny(t("messages.composer.allRoles"), PARTICIPANT_ROLES, (role) =>
                t(ROLE_TEXT[role]),
              )}
              {...registerField("segment.role", { setValueAs: readOptionalChoice })}
            />
            <ChoiceSelectField
              label={t("messages.composer.status")}
              choices={STATUS_OPTIONS.map(({ value, text }) => ({ value, label: t(text) }))}
              {...registerField("segment.status", { setValueAs: readOptionalChoice })}
            />
            <ChoiceSelectField
              label={t("messages.composer.checkedIn")}
              choices={CHECKED_IN_OPTIONS.map(({ value, text }) => ({ value, label: t(text) }))}
              {...registerField("segment.checked_in", { setValueAs: readCheckedInChoice })}
            />
          </div>
        </fieldset>

        <DeliveryChoice {...registerField("delivery")} />

        <TextField
          label={t("messages.composer.subject")}
          isRequired
          autoComplete="off"
          hint={t("messages.composer.subjectHint", {
            length: values.subject?.length ?? 0,
            max: MESSAGE_SUBJECT_MAX_LENGTH,
          })}
          {...subjectField}
          ref={bothRefs(subjectField.ref, subjectRef)}
          onFocus={() => setCursorField("subject")}
        />

        <fieldset aria-describedby={`${placeholdersId}-hint`} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {t("messages.composer.placeholders")}
          </legend>
          <div className="flex flex-wrap gap-2">
            {MESSAGE_PLACEHOLDERS.map((name) => {
              const token = placeholderToken(name);
              return (
                <Button
                  key={name}
                  variant="secondary"
                  size="sm"
                  className="font-mono"
                  aria-label={t("messages.composer.insertPlaceholder", { token })}
                  onClick={() => insertPlaceholder(token)}
                >
                  {token}
                </Button>
              );
            })}
          </div>
          <p id={`${placeholdersId}-hint`} className="text-xs text-slate-500">
            {t("messages.composer.placeholdersHint")}
          </p>
        </fieldset>

        <TextareaField
          label={t("messages.composer.body")}
          isRequired
          rows={10}
          hint={t("messages.composer.bodyHint", {
            length: values.body?.length ?? 0,
            max: MESSAGE_BODY_MAX_LENGTH,
          })}
          {...bodyField}
          ref={bothRefs(bodyField.ref, bodyRef)}
          onFocus={() => setCursorField("body")}
        />

        {freshPreview ? (
          <MessagePreview
            preview={freshPreview}
            delivery={values.delivery ?? DEFAULT_MESSAGE_DELIVERY}
            headingRef={previewHeadingRef}
          />
        ) : null}

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={sendMessage.isPending}>
            {t("messages.composer.cancel")}
          </Button>
          <Button
            variant="secondary"
            disabled={isBusy}
            aria-busy={previewMessage.isPending || undefined}
            onClick={handleSubmit(async (draft) => {
              if (await fetchPreview(draft)) setPreviewReveals((count) => count + 1);
            })}
          >
            <Eye aria-hidden="true" className="size-4" />
            {previewMessage.isPending
              ? t("messages.composer.previewing")
              : t("messages.composer.preview")}
          </Button>
          <Button type="submit" disabled={isBusy}>
            <Send aria-hidden="true" className="size-4" />
            {t("messages.composer.send")}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={pendingSend !== null}
        question={t("messages.composer.confirmQuestion", { count: pendingSend?.recipients ?? 0 })}
        description={t(CONFIRM_TEXT[pendingSend?.draft.delivery ?? DEFAULT_MESSAGE_DELIVERY])}
        confirmLabel={t("messages.composer.send")}
        busyLabel={t("messages.composer.sending")}
        confirmVariant="primary"
        isBusy={sendMessage.isPending}
        onConfirm={() => void send()}
        onCancel={() => setPendingSend(null)}
      />
    </>
  );
}
