import type { LucideIcon } from "lucide-react";
import { Spinner } from "./spinner";

type IconActionTone = "primary" | "danger" | "neutral";
/** plain in a table row or list, floating over a card's image, outlined on a white card. */
type IconActionSurface = "plain" | "floating" | "outlined";

const baseClasses =
  "inline-flex size-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50";

const surfaceClasses: Record<IconActionSurface, string> = {
  plain: "",
  floating: "bg-white/90 shadow-sm",
  outlined: "border border-slate-200 bg-white shadow-sm",
};

function getToneClasses(tone: IconActionTone, surface: IconActionSurface): string {
  if (tone === "primary") return "text-blue-600 hover:bg-blue-50 hover:text-blue-700";
  if (tone === "danger") return "text-red-600 hover:bg-red-50 hover:text-red-700";
  // On an outlined white button a lighter hover is as visible as slate-100 elsewhere.
  const hoverBackground = surface === "outlined" ? "hover:bg-slate-50" : "hover:bg-slate-100";
  return `text-slate-600 ${hoverBackground} hover:text-slate-900`;
}

export type IconActionButtonProps = {
  icon: LucideIcon;
  /** What screen readers hear, naming the item: 'Edit Ada'. */
  label: string;
  /** The short tooltip: 'Edit'. */
  title: string;
  tone: IconActionTone;
  surface?: IconActionSurface;
  /** Shows a spinner and refuses clicks while the action runs. */
  isBusy?: boolean;
  onClick: () => void;
};

/** A row or card action shown as an icon only, such as Edit, Delete or Download. */
export function IconActionButton({
  icon: Icon,
  label,
  title,
  tone,
  surface = "plain",
  isBusy = false,
  onClick,
}: IconActionButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      aria-busy={isBusy || undefined}
      disabled={isBusy}
      onClick={onClick}
      className={[baseClasses, surfaceClasses[surface], getToneClasses(tone, surface)].join(" ")}
    >
      {isBusy ? <Spinner className="size-4" /> : <Icon aria-hidden="true" className="size-4" />}
    </button>
  );
}
