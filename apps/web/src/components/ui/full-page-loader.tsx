import { Spinner } from "./spinner";

export function FullPageLoader({ label = "Loading..." }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 text-slate-600"
    >
      <Spinner className="size-8" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
