import { DEFAULT_THEME_COLORS, MAX_THEME_COLORS } from "@events/contract";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ColorInput } from "@/components/ui/color-input";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";

/** The first three colours are the theme's primary, secondary and accent (spec doc 1 §2). */
const NAMED_COLOR_KEYS = [
  "events.form.primaryColour",
  "events.form.secondaryColour",
  "events.form.accentColour",
] as const;

export function getThemeColorLabel(index: number): string {
  const key = NAMED_COLOR_KEYS[index];
  return key ? t(key) : t("events.form.colourNumber", { number: index + 1 });
}

export type ThemeColorsFieldProps = {
  value: readonly string[];
  onChange: (colors: string[]) => void;
  /** The error of each colour, by position. */
  getError: (index: number) => string | undefined;
  /** An error of the list as a whole (e.g. too many colours). */
  listError?: string | undefined;
  disabled?: boolean;
};

export function ThemeColorsField({
  value,
  onChange,
  getError,
  listError,
  disabled,
}: ThemeColorsFieldProps) {
  useTexts();
  const canAdd = value.length < MAX_THEME_COLORS;

  function setColor(index: number, color: string) {
    onChange(value.map((current, position) => (position === index ? color : current)));
  }

  function addColor() {
    onChange([...value, DEFAULT_THEME_COLORS[value.length] ?? "#000000"]);
  }

  function removeColor(index: number) {
    onChange(value.filter((_, position) => position !== index));
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {t("events.form.themeColours")}
      </legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {value.map((color, index) => (
          <ColorInput
            // Colours have no identity of their own; a position is what the server names too.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            label={getThemeColorLabel(index)}
            value={color}
            disabled={disabled}
            error={getError(index)}
            onChange={(next) => setColor(index, next)}
            action={
              index >= NAMED_COLOR_KEYS.length ? (
                <button
                  type="button"
                  aria-label={t("events.form.removeColourNumber", { number: index + 1 })}
                  title={t("events.form.removeColour")}
                  disabled={disabled}
                  onClick={() => removeColor(index)}
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              ) : null
            }
          />
        ))}
      </div>
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <div>
        <Button variant="secondary" size="sm" onClick={addColor} disabled={disabled || !canAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {t("events.form.addColour")}
        </Button>
      </div>
    </fieldset>
  );
}
