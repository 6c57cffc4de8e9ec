import { useState } from "react";
import { useMediaQuery } from "./use-media-query";

export type ListView = "table" | "cards";

/** The specification's breakpoint: below 768 px lists show as cards. */
export const CARD_VIEW_MEDIA_QUERY = "(max-width: 767px)";

export function getDefaultListView(isNarrowScreen: boolean): ListView {
  return isNarrowScreen ? "cards" : "table";
}

export function getOtherListView(view: ListView): ListView {
  return view === "table" ? "cards" : "table";
}

/**
 * Table or cards: cards below 768 px, tables above, switched automatically whenever the width
 * crosses the breakpoint; the user's own toggle holds until it does.
 */
export function useListView(): { view: ListView; toggleView: () => void } {
  const isNarrowScreen = useMediaQuery(CARD_VIEW_MEDIA_QUERY);
  const [view, setView] = useState<ListView>(() => getDefaultListView(isNarrowScreen));
  const [wasNarrowScreen, setWasNarrowScreen] = useState(isNarrowScreen);

  // Adjusting state while rendering (React's documented pattern) avoids one frame of the old view.
  if (wasNarrowScreen !== isNarrowScreen) {
    setWasNarrowScreen(isNarrowScreen);
    setView(getDefaultListView(isNarrowScreen));
  }

  return { view, toggleView: () => setView(getOtherListView) };
}
