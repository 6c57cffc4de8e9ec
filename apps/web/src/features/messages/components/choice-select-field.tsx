import { SelectField, type SelectFieldProps } from "@/components/ui/select-field";

export type Choice = { readonly value: string; readonly label: string };

/** An enumeration's values as choices, after '' for no narrowing, named `anyLabel`. */
export function choicesWithAny<TValue extends string>(
  anyLabel: string,
  values: readonly TValue[],
  labelOf: (value: TValue) => string,
): Choice[] {
  return [
    { value: "", label: anyLabel },
    ...values.map((value) => ({ value, label: labelOf(value) })),
  ];
}

export type ChoiceSelectFieldProps = Omit<SelectFieldProps, "children"> & {
  choices: readonly Choice[];
};

/** A labelled select offering `choices` in their order. */
export function ChoiceSelectField({ choices, ...selectProps }: ChoiceSelectFieldProps) {
  return (
    <SelectField {...selectProps}>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}
