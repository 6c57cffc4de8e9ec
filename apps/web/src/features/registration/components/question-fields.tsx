import { CHECKBOX_TICKED, hasOptions, QUESTION_TYPES } from "@events/contract";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { type FieldErrors, get, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { registrationTexts, useRegistrationTexts } from "../messages";
import {
  canDecideShowing,
  findErrorMessage,
  getConditionAnswers,
  type QuestionFormValues,
  type RegistrationFormValues,
} from "../utils/registration-form";
import { CheckboxField } from "./checkbox-field";

type Choice = { value: string; label: string };

/** How a question is named in another's condition: its label, or its place while it has none. */
export function nameQuestion(question: QuestionFormValues, position: number): string {
  const texts = registrationTexts();
  return question.label.trim() || texts.untitledQuestion(position);
}

/**
 * The questions this one may depend on: the earlier choice and checkbox questions. A condition
 * that no longer fits (its question moved below, or changed type) stays offered, so the screen
 * shows what it names beside the error saying why it cannot stay.
 */
function getConditionChoices(questions: readonly QuestionFormValues[], index: number): Choice[] {
  const texts = registrationTexts();
  const current = questions[index]?.show_if_question ?? "";
  const choices = questions.flatMap((question, position) =>
    (position < index && canDecideShowing(question.type)) || question.id === current
      ? [{ value: question.id, label: nameQuestion(question, position + 1) }]
      : [],
  );
  return [{ value: "", label: texts.alwaysShown }, ...choices];
}

/** The answers of the chosen question that may show this one, and the one chosen if it is gone. */
function getAnswerChoices(parent: QuestionFormValues | undefined, current: string): Choice[] {
  const texts = registrationTexts();
  const answers = parent ? getConditionAnswers(parent) : [];
  const choices = answers.map((answer) => ({
    value: answer,
    label: answer === CHECKBOX_TICKED && parent?.type === "checkbox" ? texts.ticked : answer,
  }));
  return current !== "" && !answers.includes(current)
    ? [...choices, { value: current, label: current }]
    : choices;
}

function Choices({ choices }: { choices: readonly Choice[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

/** A question's Move up, Move down or Remove: an icon named for the question it acts on. */
function QuestionAction({
  id,
  label,
  icon,
  isUnavailable = false,
  onAct,
  className = "",
}: {
  id: string;
  label: string;
  icon: ReactNode;
  /** Stays focusable when it cannot act, so focus stays on it after a move to the end. */
  isUnavailable?: boolean;
  onAct: () => void;
  className?: string;
}) {
  return (
    <Button
      id={id}
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      aria-disabled={isUnavailable || undefined}
      className={`aria-disabled:cursor-not-allowed aria-disabled:text-slate-300 ${className}`}
      onClick={() => {
        if (!isUnavailable) onAct();
      }}
    >
      {icon}
    </Button>
  );
}

export type QuestionFieldsProps = {
  /** The question's place in the form's list, from 0. */
  index: number;
  /** The field array's key for the question, stable while it moves: the ids of its buttons. */
  fieldKey: string;
  /** The questions as they stand, for the conditions' choices. */
  questions: readonly QuestionFormValues[];
  register: UseFormRegister<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
  onMove: (direction: "up" | "down") => void;
  onRemove: () => void;
  /** The condition's question changed: its answer is set to that question's first. */
  onConditionChange: (questionId: string) => void;
};

/** One question of the form: what is asked, how it is answered, and when it is shown. */
export function QuestionFields({
  index,
  fieldKey,
  questions,
  register,
  errors,
  onMove,
  onRemove,
  onConditionChange,
}: QuestionFieldsProps) {
  const texts = useRegistrationTexts();
  const question = questions[index];
  if (!question) return null;
  const position = index + 1;
  const path = `questions.${index}` as const;
  const errorOf = (name: string) => findErrorMessage(get(errors, `${path}.${name}`));
  const registerText = (name: "label" | "help_text" | "options" | "min" | "max") => ({
    ...register(`${path}.${name}`),
    error: errorOf(name),
  });
  const parent = questions.find(({ id }) => id === question.show_if_question);
  // The contract names the condition as a whole; a refusal from the server names its question.
  const conditionError = errorOf("show_if") ?? errorOf("show_if_question");
  const conditionChoices = getConditionChoices(questions, index);

  return (
    <fieldset
      aria-labelledby={`${fieldKey}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h3
          id={`${fieldKey}-heading`}
          tabIndex={-1}
          className="min-w-0 text-sm font-semibold break-words text-slate-900 focus:outline-none"
        >
          {texts.questionLegend(position)}
        </h3>
        <div className="flex shrink-0 gap-1">
          <QuestionAction
            id={`${fieldKey}-up`}
            label={texts.moveUp(position)}
            icon={<ArrowUp aria-hidden="true" className="size-4" />}
            isUnavailable={index === 0}
            onAct={() => onMove("up")}
          />
          <QuestionAction
            id={`${fieldKey}-down`}
            label={texts.moveDown(position)}
            icon={<ArrowDown aria-hidden="true" className="size-4" />}
            isUnavailable={index === questions.length - 1}
            onAct={() => onMove("down")}
          />
          <QuestionAction
            id={`${fieldKey}-remove`}
            label={texts.removeQuestion(position)}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onAct={onRemove}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
          />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label={texts.questionLabel}
          isRequired
          autoComplete="off"
          className="sm:col-span-2"
          {...registerText("label")}
        />
        <SelectField
          label={texts.questionType}
          {...register(`${path}.type`)}
          error={errorOf("type")}
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {texts.questionTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={texts.helpText}
          autoComplete="off"
          className="sm:col-span-3"
          {...registerText("help_text")}
        />
        {hasOptions(question.type) ? (
          <TextareaField
            label={texts.options}
            hint={texts.optionsHint}
            isRequired
            rows={4}
            className="sm:col-span-3"
            {...registerText("options")}
          />
        ) : null}
        {question.type === "number" ? (
          <>
            <TextField label={texts.min} type="number" step="any" {...registerText("min")} />
            <TextField label={texts.max} type="number" step="any" {...registerText("max")} />
          </>
        ) : null}
      </div>

      <CheckboxField label={texts.requiredQuestion} {...register(`${path}.required`)} />

      {/* Only a question with an earlier choice or checkbox question can depend on one. */}
      {conditionChoices.length > 1 ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={texts.showWhen}
            error={conditionError}
            {...register(`${path}.show_if_question`, {
              onChange: (changeEvent: { target: { value: string } }) =>
                onConditionChange(changeEvent.target.value),
            })}
          >
            <Choices choices={conditionChoices} />
          </SelectField>
          {question.show_if_question ? (
            <SelectField label={texts.showWhenAnswer} {...register(`${path}.show_if_answer`)}>
              <Choices choices={getAnswerChoices(parent, question.show_if_answer)} />
            </SelectField>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
