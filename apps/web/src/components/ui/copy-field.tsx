import { Copy } from "lucide-react";
import { useId } from "react";
import { type CopyState, useCopyText } from "@/hooks/use-copy-text";
import { Button } from "./button";

export type CopyFieldTexts = {
  /** The button's words, 'Copy link'. */
  copy: string;
  /** Said once the text is on the clipboard. */
  copied: string;
  /** Said when the browser would not copy: the user selects and copies by hand. */
  copyFailed: string;
};

export type CopyFieldProps = {
  label: string;
  value: string;
  texts: CopyFieldTexts;
  /** A note read with the field, such as a warning that it is shown once. */
  "aria-describedby"?: string | undefined;
};

/**
 * A text to copy, such as a link or a secret shown once: read-only and selected on focus, with a
 * Copy button that says whether it copied.
 */
export function CopyField({
  label,
  value,
  texts,
  "aria-describedby": describedBy,
}: CopyFieldProps) {
  const fieldId = useId();
  const { copyText, getCopyState } = useCopyText();
  const copyState = getCopyState(value);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={value}
          spellCheck={false}
          aria-describedby={describedBy}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
        />
        <Button variant="secondary" className="shrink-0" onClick={() => void copyText(value)}>
          <Copy aria-hidden="true" className="size-4" />
          {texts.copy}
        </Button>
      </div>
      <span role="status" className="text-sm text-slate-600">
        {copyState === "copied" ? texts.copied : null}
      </span>
      <CopyFailedAlert copyState={copyState} text={texts.copyFailed} />
    </div>
  );
}

/** Said when the browser would not copy, so the user selects the text and copies it by hand. */
export function CopyFailedAlert({ copyState, text }: { copyState: CopyState; text: string }) {
  if (copyState !== "failed") return null;
  return (
    <p role="alert" className="text-sm text-red-600">
      {text}
    </p>
  );
}
