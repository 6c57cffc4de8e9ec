import { useTexts } from "@/i18n/use-texts";
import { Spinner } from "./spinner";

type LoaderProps = { label?: string };

function Loader({ label, className }: LoaderProps & { className: string }) {
  const { t } = useTexts();
  return (
    <div role="status" aria-live="polite" className={className}>
      <Spinner className="size-8" />
      <span className="text-sm font-medium">{label ?? t("common.loading")}</span>
    </div>
  );
}

/** A spinner for part of a page, announced to screen readers by its label. */
export function LoadingState({ label }: LoaderProps) {
  return (
    <Loader
      label={label}
      className="flex flex-col items-center justify-center gap-3 py-12 text-slate-600"
    />
  );
}

/** The same spinner filling the screen, while there is no page around it yet. */
export function FullPageLoader({ label }: LoaderProps) {
  return (
    <Loader
      label={label}
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 text-slate-600"
    />
  );
}
