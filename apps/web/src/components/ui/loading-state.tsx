import { Spinner } from "./spinner";

/** A spinner for part of a page, announced to screen readers by its label. */
export function LoadingState({ label = "Loading..." }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center justify-center gap-3 py-12 text-slate-600"
    >
      <Spinner className="size-8" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
