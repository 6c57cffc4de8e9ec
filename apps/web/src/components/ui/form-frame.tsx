import type { FormEventHandler, ReactNode } from "react";
import { FormActions, type FormActionsProps } from "./form-actions";
import { FormMessagesAlert } from "./form-alert";

// Whole class names, so that Tailwind finds them.
const spacingClasses = { sm: "gap-4", md: "gap-5", lg: "gap-6" } as const;

export type FormFrameProps = FormActionsProps & {
  /** The form's accessible name, where nothing else names it. */
  label?: string;
  /** The messages above the fields, for what the fields' own errors cannot say. */
  messages: readonly string[];
  /** The space between the form's parts: a long form gets more. */
  spacing?: keyof typeof spacingClasses;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/**
 * A form around its fields, checked by its own rules rather than the browser's: the messages
 * above the fields, Cancel and submit below them.
 */
export function FormFrame({
  label,
  messages,
  spacing = "md",
  onSubmit,
  children,
  ...actions
}: FormFrameProps) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      className={`flex flex-col ${spacingClasses[spacing]}`}
    >
      <FormMessagesAlert messages={messages} />
      {children}
      <FormActions {...actions} />
    </form>
  );
}
