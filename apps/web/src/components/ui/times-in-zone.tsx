import { useTexts } from "@/i18n/use-texts";

/** The note under a list's times saying which zone they are shown in. */
export function TimesInZone({ timeZone }: { timeZone: string }) {
  const { t } = useTexts();
  return <p className="text-xs text-slate-500">{t("layout.timesIn", { timeZone })}</p>;
}
