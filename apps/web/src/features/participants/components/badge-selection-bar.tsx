import { MAX_BADGE_IDS, type Participant } from "@events/contract";
import { Printer } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { useTexts } from "@/i18n/use-texts";
import { primaryLinkClasses } from "./link-classes";
import type { ParticipantSelection } from "./use-participant-selection";

/** 'Select all on this page', checked when all are, half-checked when some are. */
function SelectPageCheckbox({
  participants,
  selection,
}: {
  participants: readonly Participant[];
  selection: ParticipantSelection;
}) {
  const { t } = useTexts();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const pageIds = participants.map((participant) => participant.id);
  const chosenOnPage = pageIds.filter(selection.isSelected).length;
  const isWholePage = pageIds.length > 0 && chosenOnPage === pageIds.length;
  const isPartPage = chosenOnPage > 0 && !isWholePage;
  // 'indeterminate' exists only as a DOM property, never as an attribute React could set.
  useEffect(() => {
    if (checkboxRef.current) checkboxRef.current.indeterminate = isPartPage;
  }, [isPartPage]);

  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
      <input
        ref={checkboxRef}
        type="checkbox"
        className="size-5 accent-blue-600"
        checked={isWholePage}
        onChange={() => selection.setSelected(pageIds, !isWholePage)}
      />
      {t("participants.badges.selectAllOnPage")}
    </label>
  );
}

/**
 * The selection's count and what to do with it: print the chosen participants' badges, or
 * clear it. The badges open in a new tab, so the list and its selection stay as they are here.
 */
export function BadgeSelectionBar({
  badgesPath,
  participants,
  selection,
}: {
  /** The event's badges page for the given participants. */
  badgesPath: (participantIds: readonly string[]) => string;
  /** The page's participants; none hides 'Select all on this page'. */
  participants: readonly Participant[];
  selection: ParticipantSelection;
}) {
  const { t } = useTexts();
  const limitId = useId();
  const count = selection.selectedIds.length;
  const isOverLimit = count > MAX_BADGE_IDS;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {participants.length > 0 ? (
          <SelectPageCheckbox participants={participants} selection={selection} />
        ) : null}
        <p aria-live="polite" className="text-sm text-slate-600">
          {count > 0 ? t("participants.badges.selectedCount", { count }) : null}
        </p>
        {count > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" onClick={selection.clear}>
              {t("participants.badges.clearSelection")}
            </Button>
            {isOverLimit ? (
              <Button disabled aria-describedby={limitId}>
                <Printer aria-hidden="true" className="size-4" />
                {t("participants.badges.printSelected", { count })}
              </Button>
            ) : (
              <NewTabLink href={badgesPath(selection.selectedIds)} className={primaryLinkClasses}>
                <Printer aria-hidden="true" className="size-4" />
                {t("participants.badges.printSelected", { count })}
              </NewTabLink>
            )}
          </div>
        ) : null}
      </div>
      {isOverLimit ? (
        <p id={limitId} role="alert" className="text-sm text-red-700">
          {t("participants.badges.limit", { limit: MAX_BADGE_IDS, excess: count - MAX_BADGE_IDS })}
        </p>
      ) : null}
    </div>
  );
}
