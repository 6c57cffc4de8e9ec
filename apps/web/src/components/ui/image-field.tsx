import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormTrigger,
} from "react-hook-form";
import { type FileRules, toAcceptAttribute } from "@/lib/file-rules";
import { resolveMediaUrl } from "@/lib/media";
import { ImagePicker } from "./image-picker";

export type ImageFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> = {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  /** The form's trigger, to check the file's type and size as soon as it is chosen. */
  trigger: UseFormTrigger<TValues>;
  label: string;
  rules: FileRules;
  hint: string;
  /** The stored image's path, shown until another file is chosen. */
  currentImagePath?: string | null | undefined;
  disabled?: boolean;
};

/** A form's image input: an ImagePicker bound to one field of a react-hook-form form. */
export function ImageField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>({
  control,
  name,
  trigger,
  label,
  rules,
  hint,
  currentImagePath,
  disabled,
}: ImageFieldProps<TValues, TName, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImagePicker
          label={label}
          name={field.name}
          inputRef={field.ref}
          file={field.value}
          currentImageUrl={resolveMediaUrl(currentImagePath)}
          accept={toAcceptAttribute(rules)}
          hint={hint}
          error={fieldState.error?.message}
          disabled={disabled}
          onBlur={field.onBlur}
          onFileChange={(file) => {
            field.onChange(file);
            // The type and size are checked as soon as a file is chosen, not only on submit.
            void trigger(name);
          }}
        />
      )}
    />
  );
}
