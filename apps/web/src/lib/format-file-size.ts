import type { Language } from "@events/contract";
import { activeLanguage } from "@/i18n/i18n";

const UNITS = ["Bytes", "KB", "MB", "GB"] as const;
/** The same steps as Intl names them, for languages other than English. */
const INTL_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
const STEP = 1024;

/**
 * A size in Bytes, KB, MB or GB, always with 2 decimals (spec doc 1 §2, doc 2 §9):
 * '512.00 Bytes', '1.50 KB', '2.00 MB', '1.00 GB'; other languages write the number and unit as
 * Intl does ('1,50 kB'). Sizes beyond GB stay in GB.
 */
export function formatFileSize(bytes: number, language: Language = activeLanguage()): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unitIndex = 0;
  // Compare the rounded value, so 1048575 bytes reads '1.00 MB' rather than '1024.00 KB'.
  while (unitIndex < UNITS.length - 1 && Number(value.toFixed(2)) >= STEP) {
    value /= STEP;
    unitIndex += 1;
  }
  if (language === "en") return `${value.toFixed(2)} ${UNITS[unitIndex]}`;
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: INTL_UNITS[unitIndex],
    unitDisplay: unitIndex === 0 ? "long" : "short",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
