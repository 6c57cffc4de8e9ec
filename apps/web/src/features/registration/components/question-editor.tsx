import { MAX_QUESTIONS } from "@events/contract";
import { MessageSquarePlus, Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import {
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from "react-hook-form";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useRegistrationTexts } from "../messages";
import {
  createQuestionValues,
  getConditionAnswers,
  type RegistrationFormValues,
} from "../utils/registration-form";
import { QuestionFields } from "./question-fields";

export type QuestionEditorProps = {
  control: Control<RegistrationFormValues, unknown, unknown>;
  register: UseFormRegister<RegistrationFormValues>;
  getValues: UseFormGetValues<RegistrationFormValues>;
  setValue: UseFormSetValue<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
};

/**
 * The organiser's questions in the order the form asks them: add, edit, move up or down and
 * remove, each from the keyboard. After a move focus stays on the button that moved the
 * question; after a removal it goes to the question now in that place.
 */
export function QuestionEditor({
  control,
  register,
  getValues,
  setValue,
  errors,
}: QuestionEditorProps) {
  const texts = useRegistrationTexts();
  const addButtonId = useId();
  const { fields, append, remove, move } = useFieldArray({ control, name: "questions" });
  const questions = useWatch({ control, name: "questions" }) ?? [];
  // The element to focus once the list has been drawn in its new order.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function moveQuestion(index: number, direction: "up" | "down") {
    const key = fields[index]?.id;
    move(index, direction === "up" ? index - 1 : index + 1);
    if (key) setFocusTarget(`${key}-${direction}`);
  }

  function removeQuestion(index: number) {
    const removedId = getValues(`questions.${index}.id`);
    // A question shown on the removed one's answer has nothing left to depend on.
    getValues("questions").forEach((question, position) => {
      if (question.show_if_question === removedId) {
        setValue(`questions.${position}.show_if_question`, "", { shouldDirty: true });
        setValue(`questions.${position}.show_if_answer`, "", { shouldDirty: true });
      }
    });
    const nextKey = fields[index + 1]?.id ?? fields[index - 1]?.id;
    remove(index);
    setFocusTarget(nextKey ? `${nextKey}-heading` : addButtonId);
  }

  function changeCondition(index: number, questionId: string) {
    const parent = getValues("questions").find(({ id }) => id === questionId);
    setValue(
      `questions.${index}.show_if_answer`,
      parent ? (getConditionAnswers(parent)[0] ?? "") : "",
      {
        shouldDirty: true,
      },
    );
  }

  const isFull = fields.length >= MAX_QUESTIONS;
  const addButton = (
    <Button
      id={addButtonId}
      variant="secondary"
      aria-disabled={isFull || undefined}
      className="self-start aria-disabled:cursor-not-allowed aria-disabled:text-slate-400"
      onClick={() => {
        if (!isFull) append(createQuestionValues());
      }}
    >
      <Plus aria-hidden="true" className="size-4" />
      {texts.addQuestion}
    </Button>
  );

  if (fields.length === 0) {
    return (
      <EmptyState
        icon={MessageSquarePlus}
        title={texts.noQuestions}
        text={texts.noQuestionsText}
        action={addButton}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id}>
            <QuestionFields
              index={index}
              fieldKey={field.id}
              questions={questions}
              register={register}
              errors={errors}
              onMove={(direction) => moveQuestion(index, direction)}
              onRemove={() => removeQuestion(index)}
              onConditionChange={(questionId) => changeCondition(index, questionId)}
            />
          </li>
        ))}
      </ol>
      {addButton}
      {isFull ? (
        <p className="text-sm text-slate-600">{texts.questionsLimit(MAX_QUESTIONS)}</p>
      ) : null}
    </div>
  );
}
