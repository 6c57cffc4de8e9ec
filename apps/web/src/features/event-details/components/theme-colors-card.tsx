import { Palette } from "lucide-react";
import { useTexts } from "@/i18n/use-texts";
import { getThemeColors } from "../utils/event-display";
import { DetailsCard } from "./details-card";

export function ThemeColorsCard({ colors }: { colors: readonly string[] | null | undefined }) {
  const { t } = useTexts();
  return (
    <DetailsCard title={t("event-details.theme.title")} icon={Palette}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {getThemeColors(colors).map((color) => (
          // Colours may repeat; each label names one position.
          <li key={color.label} className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              data-testid="theme-swatch"
              className="size-10 shrink-0 rounded-md border border-slate-200 shadow-inner"
              style={{ backgroundColor: color.value }}
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">{color.label}</span>
              <span className="block font-mono text-xs text-slate-600">{color.value}</span>
            </span>
          </li>
        ))}
      </ul>
    </DetailsCard>
  );
}
