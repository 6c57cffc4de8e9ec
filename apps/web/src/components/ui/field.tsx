import { type ReactNode, useId } from "react";

/** Ids for a field's hint and error, joined for aria-describedby. */
export function getDescriptionIds(
  fieldId: string,
  { hint, error }: { hint?: string | undefined; error?: string | undefined },
) {
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return { hintId, errorId, describedBy: describedBy === "" ? undefined : describedBy };
}

/** The look every text-like control shares; each adds only its height and padding. */
export const controlClassName =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/40 aria-invalid:border-red-500 disabled:bg-slate-100";

type FieldMessagesProps = {
  fieldId: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** The lasting hint and the error under a control, with the ids getDescriptionIds names. */
export function FieldMessages({ fieldId, hint, error }: FieldMessagesProps) {
  const { hintId, errorId } = getDescriptionIds(fieldId, { hint, error });
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The visible mark of a required field; the control says it is required in its own way. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-sm font-medium text-red-600">
      *
    </span>
  );
}

/**
 * A field's label with the visible mark of a required field. The mark stands outside the label
 * element so the label's text, and the control's name, stay exactly the field's name; the
 * control itself says it is required (aria-required, or a description for a button).
 */
export function FieldLabel({
  htmlFor,
  id,
  label,
  isRequired,
}: {
  htmlFor: string;
  id?: string;
  label: string;
  isRequired: boolean;
}) {
  return (
    <div className="flex items-baseline gap-0.5">
      <label id={id} htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {isRequired ? <RequiredMark /> : null}
    </div>
  );
}

type FieldProps = FieldMessagesProps & {
  label: string;
  isRequired?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** A labelled control with its hint and error below it. */
export function Field({
  fieldId,
  label,
  isRequired = false,
  hint,
  error,
  className = "",
  children,
}: FieldProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={fieldId} label={label} isRequired={isRequired} />
      {children}
      <FieldMessages fieldId={fieldId} hint={hint} error={error} />
    </div>
  );
}

/** What TextField, SelectField and TextareaField add to their native control's own props. */
export type LabelledControlProps = {
  label: string;
  /** Marks the label and sets aria-required; the form's schema still decides. */
  isRequired?: boolean | undefined;
  error?: string | undefined;
  /** A lasting note under the field, e.g. 'Optional'; read with the field. */
  hint?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
};

/** The id and ARIA attributes a native control needs to be read with its label and messages. */
export type ControlAttributes = {
  id: string;
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * The shell the text, select and textarea fields share: label, messages and their ids. It takes
 * the field's props whole and hands the native control the ones that are its own.
 */
export function LabelledControl<TProps extends LabelledControlProps>({
  props,
  children,
}: {
  props: TProps;
  children: (
    control: ControlAttributes,
    nativeProps: Omit<TProps, keyof LabelledControlProps>,
  ) => ReactNode;
}) {
  const { label, isRequired, error, hint, id, className = "", ...nativeProps } = props;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const { describedBy } = getDescriptionIds(controlId, { hint, error });
  return (
    <Field
      fieldId={controlId}
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={error}
      className={className}
    >
      {children(
        {
          id: controlId,
          "aria-required": isRequired || undefined,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
        },
        nativeProps,
      )}
    </Field>
  );
}
