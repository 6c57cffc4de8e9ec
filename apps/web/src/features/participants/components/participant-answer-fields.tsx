import { type Answers, isQuestionShown, type Question } from "@events/contract";
import { useId } from "react";
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useWatch,
} from "react-hook-form";
import type { AnswerForm } from "@/api/registration/get-registration-settings";
import { FieldMessages, getDescriptionIds } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useTexts } from "@/i18n/use-texts";
import { type AnswerInputs, listAnswers } from "../utils/participant-answers";
import type { EditParticipantFormValues } from "../utils/participant-form-schema";

type AnswerFieldProps = {
  question: Question;
  control: Control<EditParticipantFormValues, unknown, unknown>;
  register: UseFormRegister<EditParticipantFormValues>;
  error: string | undefined;
};

const boxClassName = "size-4 shrink-0 accent-blue-600";

/** A tick that stays unanswered (not 'No') until the admin changes it. */
function CheckboxAnswer({ question, control, error }: AnswerFieldProps) {
  const inputId = useId();
  const { describedBy } = getDescriptionIds(inputId, {
    hint: question.help_text ?? undefined,
    error,
  });
  return (
    <Controller
      control={control}
      name={`answers.${question.id}`}
      render={({ field }) => (
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <div className="flex items-center gap-2">
            <input
              id={inputId}
              type="checkbox"
              className={boxClassName}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              checked={field.value === true}
              onChange={(changeEvent) => field.onChange(changeEvent.target.checked)}
              onBlur={field.onBlur}
            />
            <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
              {question.label}
            </label>
          </div>
          <FieldMessages fieldId={inputId} hint={question.help_text ?? undefined} error={error} />
        </div>
      )}
    />
  );
}

/** The options of a several-choices question, each a box of its own, in one group. */
function MultipleChoiceAnswer({ question, control, error }: AnswerFieldProps) {
  const groupId = useId();
  return (
    <Controller
      control={control}
      name={`answers.${question.id}`}
      render={({ field }) => {
        const chosen = Array.isArray(field.value) ? field.value : [];
        return (
          <fieldset
            aria-describedby={
              getDescriptionIds(groupId, {
                hint: question.help_text ?? undefined,
                error,
              }).describedBy
            }
            className="flex flex-col gap-1.5 sm:col-span-2"
          >
            <legend className="text-sm font-medium text-slate-700">{question.label}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {question.options.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className={boxClassName}
                    checked={chosen.includes(option)}
                    onChange={(changeEvent) =>
                      field.onChange(
                        changeEvent.target.checked
                          ? [...chosen, option]
                          : chosen.filter((value) => value !== option),
                      )
                    }
                  />
                  {option}
                </label>
              ))}
            </div>
            <FieldMessages fieldId={groupId} hint={question.help_text ?? undefined} error={error} />
          </fieldset>
        );
      }}
    />
  );
}

/** One question's input, of its type. */
function AnswerField(props: AnswerFieldProps) {
  const { t } = useTexts();
  const { question, register, error } = props;
  if (question.type === "checkbox") return <CheckboxAnswer {...props} />;
  if (question.type === "multiple_choice") return <MultipleChoiceAnswer {...props} />;
  const common = {
    label: question.label,
    hint: question.help_text ?? undefined,
    error,
    ...register(`answers.${question.id}`),
  };
  switch (question.type) {
    case "single_choice":
      return (
        <SelectField {...common}>
          <option value="">{t("participants.answers.noAnswer")}</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    case "long_text":
      return <TextareaField {...common} rows={3} className="sm:col-span-2" />;
    case "number":
      return <TextField {...common} type="number" step="any" />;
    case "date":
      return <TextField {...common} type="date" />;
    case "short_text":
      return <TextField {...common} autoComplete="off" />;
  }
}

export type ParticipantAnswerFieldsProps = {
  answerForm: AnswerForm;
  /** The answers as stored, for those to questions taken off the form. */
  storedAnswers: Answers;
  control: Control<EditParticipantFormValues, unknown, unknown>;
  register: UseFormRegister<EditParticipantFormValues>;
  errors: FieldErrors<EditParticipantFormValues>;
};

/**
 * The participant's answers to the event's questions, each with the input of its type; a
 * question shown only on another's answer appears once that answer is given. Answers to
 * questions taken off the form are listed, read-only.
 */
export function ParticipantAnswerFields({
  answerForm,
  storedAnswers,
  control,
  register,
  errors,
}: ParticipantAnswerFieldsProps) {
  const { t } = useTexts();
  const headingId = useId();
  const answers: AnswerInputs = useWatch({ control, name: "answers" }) ?? {};
  const removed = listAnswers(storedAnswers, answerForm).filter((line) => line.isRemoved);
  const shown = answerForm.questions.filter((question) => isQuestionShown(question, answers));
  if (shown.length === 0 && removed.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t("participants.answers.title")}
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {shown.map((question) => (
          <AnswerField
            key={question.id}
            question={question}
            control={control}
            register={register}
            error={errors.answers?.[question.id]?.message}
          />
        ))}
      </div>
      {removed.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-600">{t("participants.answers.removedNote")}</p>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            {removed.map((line) => (
              <div key={line.questionId} className="min-w-0">
                <dt className="text-xs font-medium text-slate-500">
                  {t("participants.answers.removedQuestion", { label: line.label })}
                </dt>
                <dd className="break-words text-slate-900">{line.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
