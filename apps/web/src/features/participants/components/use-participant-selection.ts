import { useState } from "react";

/**
 * Participants chosen by id, kept while the list pages and searches, so a selection can be
 * gathered from several pages. Ids stay in the order they were chosen.
 */
export function useParticipantSelection() {
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);

  function isSelected(id: string): boolean {
    return selectedIds.includes(id);
  }

  /** Adds or removes the given participants, leaving every other choice as it was. */
  function setSelected(ids: readonly string[], isChosen: boolean) {
    setSelectedIds((current) => {
      if (!isChosen) return current.filter((id) => !ids.includes(id));
      return [...current, ...ids.filter((id) => !current.includes(id))];
    });
  }

  return {
    selectedIds,
    isSelected,
    setSelected,
    clear: () => setSelectedIds([]),
  };
}

export type ParticipantSelection = ReturnType<typeof useParticipantSelection>;
