import { LONG_ANSWER_MAX, type Question, SHORT_ANSWER_MAX } from "@events/contract";
import { CheckboxField, ChoiceField, TextField } from "./fields";
import { type AnswerDraft, answerField } from "./registration-values";

type QuestionFieldProps = {
  question: Question;
  value: AnswerDraft | undefined;
  error: string | undefined;
  onChange: (value: AnswerDraft) => void;
};

const asText = (value: AnswerDraft | undefined) => (typeof value === "string" ? value : "");

/** One of the organiser's questions, as the field its type asks for. */
export function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  const frame = {
    field: answerField(question.id),
    label: question.label,
    isRequired: question.required,
    help: question.help_text,
    error,
  };
  switch (question.type) {
    case "short_text":
    case "long_text":
      return (
        <TextField
          {...frame}
          isMultiline={question.type === "long_text"}
          maxLength={question.type === "long_text" ? LONG_ANSWER_MAX : SHORT_ANSWER_MAX}
          value={asText(value)}
          onChange={onChange}
        />
      );
    case "number":
      return (
        <TextField
          {...frame}
          type="number"
          inputMode="decimal"
          min={question.min ?? undefined}
          max={question.max ?? undefined}
          value={asText(value)}
          onChange={onChange}
        />
      );
    case "date":
      return <TextField {...frame} type="date" value={asText(value)} onChange={onChange} />;
    case "single_choice":
    case "multiple_choice":
      return (
        <ChoiceField
          {...frame}
          options={question.options}
          isMultiple={question.type === "multiple_choice"}
          value={Array.isArray(value) ? value : typeof value === "string" ? [value] : []}
          onChange={(chosen) =>
            onChange(question.type === "multiple_choice" ? chosen : (chosen[0] ?? ""))
          }
        />
      );
    case "checkbox":
      return <CheckboxField {...frame} checked={value === true} onChange={onChange} />;
  }
}
