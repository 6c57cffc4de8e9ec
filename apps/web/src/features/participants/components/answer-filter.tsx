import { CHECKBOX_TICKED, hasOptions, type Question } from "@events/contract";
import { ListFilter } from "lucide-react";
import { useState } from "react";
import { useAnswerForm } from "@/api/registration/get-registration-settings";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useTexts } from "@/i18n/use-texts";

/** The answer filter as chosen: a question of the form and the answer to match ('' for none). */
export type AnswerFilterValue = { question: string; value: string };
export const NO_ANSWER_FILTER: AnswerFilterValue = { question: "", value: "" };

/** The filter's answer control for a question: its options, Yes or No, or what to type. */
function AnswerValueField({
  question,
  value,
  onValueChange,
}: {
  question: Question;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const { t } = useTexts();
  const choices = hasOptions(question.type)
    ? question.options.map((option) => ({ value: option, label: option }))
    : question.type === "checkbox"
      ? [
          { value: CHECKBOX_TICKED, label: t("participants.answerFilter.yes") },
          { value: "no", label: t("participants.answerFilter.no") },
        ]
      : null;
  if (choices) {
    return (
      <SelectField
        label={t("participants.answerFilter.answer")}
        className="w-48"
        value={value}
        onChange={(changeEvent) => onValueChange(changeEvent.target.value)}
      >
        <option value="">{t("participants.answerFilter.anyAnswer")}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <TextField
      label={t("participants.answerFilter.answer")}
      className="w-48"
      type={question.type === "number" ? "number" : question.type === "date" ? "date" : "text"}
      autoComplete="off"
      value={value}
      onChange={(changeEvent) => onValueChange(changeEvent.target.value)}
    />
  );
}

/**
 * 'Filter by answer': once opened, the event's registration questions are asked for, and the
 * list narrows to those whose answer to the chosen question is the one given.
 */
export function AnswerFilter({
  eventId,
  filter,
  onFilterChange,
}: {
  eventId: string;
  filter: AnswerFilterValue;
  onFilterChange: (filter: AnswerFilterValue) => void;
}) {
  const { t } = useTexts();
  const [isOpen, setIsOpen] = useState(filter.question !== "");
  const formQuery = useAnswerForm(eventId, isOpen);
  if (!isOpen) {
    return (
      <Button variant="secondary" aria-expanded={false} onClick={() => setIsOpen(true)}>
        <ListFilter aria-hidden="true" className="size-4" />
        {t("participants.answerFilter.open")}
      </Button>
    );
  }
  if (formQuery.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t("participants.answers.loading")}
      </p>
    );
  }
  if (formQuery.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {t("participants.answerFilter.loadFailed")}
      </p>
    );
  }
  const { questions } = formQuery.data;
  if (questions.length === 0) {
    return <p className="text-sm text-slate-600">{t("participants.answerFilter.noQuestions")}</p>;
  }
  const chosen = questions.find((question) => question.id === filter.question);
  return (
    <>
      <SelectField
        label={t("participants.answerFilter.question")}
        className="w-56"
        value={filter.question}
        onChange={(changeEvent) =>
          onFilterChange({ question: changeEvent.target.value, value: "" })
        }
      >
        <option value="">{t("participants.answerFilter.anyQuestion")}</option>
        {questions.map((question) => (
          <option key={question.id} value={question.id}>
            {question.label}
          </option>
        ))}
      </SelectField>
      {chosen ? (
        <AnswerValueField
          key={chosen.id}
          question={chosen}
          value={filter.value}
          onValueChange={(value) => onFilterChange({ ...filter, value })}
        />
      ) : null}
    </>
  );
}
