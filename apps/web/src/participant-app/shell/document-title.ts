import { useEffect } from "react";

export const APP_NAME = "Events";

/** The tab's and the task switcher's title: the screen's, then the app's name. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
