import {
  HONEYPOT_FIELD,
  type PublicForm,
  type PublicRegistrationStarted,
  type Question,
} from "@events/contract";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { t } from "@/i18n/i18n";
import { T } from "@/i18n/text";
import { useTexts } from "@/i18n/use-texts";
import { ApiError } from "@/lib/api-error";
import { primaryButtonClasses, textLinkClasses } from "../../participant-app/shell/styles";
import { startRegistration } from "../api/public-api";
import { PRIVACY_POLICY_PATH } from "../paths";
import { prepareProofOfWork, takeProofOfWork } from "../pow/proof-of-work";
import { CheckboxField, TextField } from "./fields";
import { QuestionField } from "./question-field";
import {
  type AnswerDraft,
  answerField,
  buildRegistrationRequest,
  CONSENT_FIELD,
  checkRegistration,
  type FieldErrors,
  findShownQuestions,
  isChallengeRefusal,
  listFieldsInOrder,
  type RegistrationValues,
  readRefusal,
} from "./registration-values";

export type RegistrationFormProps = {
  slug: string;
  form: PublicForm;
  /** Kept by the page, so going back from the code step finds everything as it was typed. */
  values: RegistrationValues;
  onValuesChange: (values: RegistrationValues) => void;
  /** Says the label of the button: joining a waiting list is not a registration yet. */
  submitLabel: string;
  onStarted: (started: PublicRegistrationStarted, email: string) => void;
  /** The server said registration has closed meanwhile (409): the page asks again. */
  onClosed: () => void;
};

function describeAddedQuestions(added: readonly Question[]): string {
  return t("public.form.addedQuestions", { count: added.length, label: added[0]?.label ?? "" });
}

/**
 * The registration form: the person's details as the organiser asks them, the organiser's
 * questions (a conditional one appears once its condition's answer is given, and is said to a
 * screen reader), the privacy policy's acceptance and a honeypot. Refused, by the contract's
 * rules here or by the server, each error stands under its field and the focus goes to the
 * first; nothing typed is lost.
 */
export function RegistrationForm({
  slug,
  form,
  values,
  onValuesChange,
  submitLabel,
  onStarted,
  onClosed,
}: RegistrationFormProps) {
  const { t } = useTexts();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [focusRequests, setFocusRequests] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const shownQuestions = findShownQuestions(form.questions, values.answers);
  const fields = listFieldsInOrder(form, shownQuestions);
  const firstRefusedField = fields.find((field) => errors[field]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refusal, after it is drawn.
  useEffect(() => {
    if (focusRequests === 0) return;
    const target = firstRefusedField
      ? formRef.current?.querySelector<HTMLElement>(
          ["input", "select", "textarea"]
            .map((tag) => `[data-field="${firstRefusedField}"] ${tag}`)
            .join(", "),
        )
      : messageRef.current;
    target?.focus();
  }, [focusRequests]);

  function update(patch: Partial<RegistrationValues>, field: string) {
    onValuesChange({ ...values, ...patch });
    if (errors[field]) {
      setErrors(({ [field]: _corrected, ...others }) => others);
    }
  }

  function setAnswer(questionId: string, value: AnswerDraft) {
    const answers = { ...values.answers, [questionId]: value };
    const before = new Set(shownQuestions.map((question) => question.id));
    const added = findShownQuestions(form.questions, answers).filter(
      (question) => !before.has(question.id),
    );
    if (added.length > 0) setAnnouncement(describeAddedQuestions(added));
    update({ answers }, answerField(questionId));
  }

  function refuse(nextErrors: FieldErrors, message: string | undefined) {
    setErrors(nextErrors);
    setFormMessage(message);
    setFocusRequests((count) => count + 1);
  }

  async function send(answers: ReturnType<typeof checkRegistration>["answers"]) {
    const sendOnce = async () =>
      startRegistration(
        slug,
        buildRegistrationRequest(form, values, answers, await takeProofOfWork()),
      );
    try {
      return await sendOnce();
    } catch (error) {
      // Expired while the form was open, say: a new solution, once.
      if (!isChallengeRefusal(error)) throw error;
      return await sendOnce();
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    const { errors: found, answers } = checkRegistration(form, values);
    if (Object.keys(found).length > 0) return refuse(found, undefined);
    setIsSending(true);
    setFormMessage(undefined);
    try {
      const started = await send(answers);
      onStarted(started, values.email.trim());
    } catch (error) {
      // The solution sent is spent, whatever the answer: the next try needs another.
      prepareProofOfWork();
      if (error instanceof ApiError && error.status === 409) onClosed();
      const refusal = readRefusal(error, fields);
      refuse(refusal.errors, refusal.message);
    } finally {
      setIsSending(false);
    }
  }

  const fieldProps = (field: keyof RegistrationValues & string) => ({
    field,
    error: errors[field],
    value: values[field] as string,
    onChange: (value: string) => update({ [field]: value }, field),
  });

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="mt-4 space-y-5">
      <TextField
        {...fieldProps("name")}
        label={t("public.form.name")}
        isRequired
        autoComplete="name"
      />
      <TextField
        {...fieldProps("email")}
        label={t("public.form.email")}
        isRequired
        type="email"
        inputMode="email"
        autoComplete="email"
        help={t("public.form.emailHelp")}
      />
      {form.phone_field !== "hidden" && (
        <TextField
          {...fieldProps("phone")}
          label={t("public.form.phone")}
          isRequired={form.phone_field === "required"}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
        />
      )}
      {form.username_field !== "hidden" && (
        <TextField
          {...fieldProps("username")}
          label={t("public.form.username")}
          isRequired={form.username_field === "required"}
          autoComplete="username"
          maxLength={100}
        />
      )}
      {shownQuestions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={values.answers[question.id]}
          error={errors[answerField(question.id)]}
          onChange={(value) => setAnswer(question.id, value)}
        />
      ))}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <CheckboxField
        field={CONSENT_FIELD}
        label={t("public.form.acceptPolicy")}
        isRequired
        error={errors[CONSENT_FIELD]}
        checked={values.acceptPolicy}
        onChange={(acceptPolicy) => update({ acceptPolicy }, CONSENT_FIELD)}
      >
        <T
          id="public.form.acceptPolicyWithLink"
          components={{
            0: (
              // biome-ignore lint/a11y/useAnchorContent: <T> puts the message's words in it.
              <a
                href={PRIVACY_POLICY_PATH}
                target="_blank"
                rel="noopener noreferrer"
                className={textLinkClasses}
              />
            ),
          }}
        />
      </CheckboxField>
      {/* People never see nor reach this field; a robot filling every field fills it in. */}
      <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
        <label htmlFor={`field-${HONEYPOT_FIELD}`}>Website</label>
        <input
          id={`field-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => onValuesChange({ ...values, website: event.target.value })}
        />
      </div>
      {formMessage && (
        <p
          ref={messageRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-900 focus:outline-none"
        >
          {formMessage}
        </p>
      )}
      <button type="submit" disabled={isSending} className={`w-full ${primaryButtonClasses}`}>
        {isSending ? t("public.form.sending") : submitLabel}
      </button>
    </form>
  );
}
