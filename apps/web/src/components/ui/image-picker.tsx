import { ImageIcon } from "lucide-react";
import { type Ref, useEffect, useId, useRef, useState } from "react";
import { useTexts } from "@/i18n/use-texts";
import { Field, getDescriptionIds } from "./field";

/** A URL for previewing a chosen file, revoked when the file changes or the owner unmounts. */
export function useObjectUrl(file: File | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export type ImagePickerProps = {
  label: string;
  /** The chosen file, or null when none is chosen. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The image already stored, shown until another file is chosen. */
  currentImageUrl?: string | undefined;
  accept?: string;
  hint?: string | undefined;
  error?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  disabled?: boolean;
};

export function ImagePicker({
  label,
  file,
  onFileChange,
  currentImageUrl,
  accept = "image/*",
  hint,
  error,
  name,
  inputRef,
  onBlur,
  disabled,
}: ImagePickerProps) {
  const { t } = useTexts();
  const inputId = useId();
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const objectUrl = useObjectUrl(file?.type.startsWith("image/") ? file : null);
  const previewUrl = file ? objectUrl : currentImageUrl;
  const [failedUrl, setFailedUrl] = useState<string>();
  const isPreviewShown = previewUrl !== undefined && previewUrl !== failedUrl;
  const { describedBy } = getDescriptionIds(inputId, { hint, error });

  function setInputRef(element: HTMLInputElement | null) {
    ownInputRef.current = element;
    if (typeof inputRef === "function") inputRef(element);
    else if (inputRef) inputRef.current = element;
  }

  function clearFile() {
    // A file input cannot be set to a file, only emptied, so choosing the same file again works.
    if (ownInputRef.current) ownInputRef.current.value = "";
    onFileChange(null);
  }

  return (
    <Field fieldId={inputId} label={label} hint={hint} error={error}>
      <div className="flex items-center gap-3">
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100 text-slate-400">
          {isPreviewShown ? (
            <img
              src={previewUrl}
              alt={
                file
                  ? t("layout.image.preview", { fileName: file.name })
                  : t("layout.image.current")
              }
              className="size-full object-cover"
              onError={() => setFailedUrl(previewUrl)}
            />
          ) : (
            <ImageIcon aria-hidden="true" className="size-6" />
          )}
        </span>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <input
            ref={setInputRef}
            id={inputId}
            name={name}
            type="file"
            accept={accept}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onBlur={onBlur}
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
            className="w-full min-w-0 text-sm text-slate-700 file:me-3 file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-blue-700 hover:file:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          />
          {file ? (
            <button
              type="button"
              onClick={clearFile}
              disabled={disabled}
              className="text-sm font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              {t("layout.image.remove")}
            </button>
          ) : null}
        </div>
      </div>
    </Field>
  );
}
