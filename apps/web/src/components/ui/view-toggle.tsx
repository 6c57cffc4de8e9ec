import { LayoutGrid, Table as TableIcon } from "lucide-react";
import type { ListView } from "@/hooks/use-list-view";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { Button } from "./button";

/** The button names the view it switches to: 'Card View' under a table, 'Table View' under cards. */
export function getViewToggleLabel(view: ListView): string {
  return view === "table" ? t("layout.viewToggle.cards") : t("layout.viewToggle.table");
}

export function ViewToggle({ view, onToggle }: { view: ListView; onToggle: () => void }) {
  useTexts();
  const Icon = view === "table" ? LayoutGrid : TableIcon;
  return (
    <Button variant="secondary" onClick={onToggle}>
      <Icon aria-hidden="true" className="size-4" />
      {getViewToggleLabel(view)}
    </Button>
  );
}
