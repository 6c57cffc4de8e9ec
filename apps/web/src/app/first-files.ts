// Imports nothing: the build writes the function below, as it is, into a script of the admin
// app's page (vite.config.ts, firstFiles), which cannot reach the app's modules.

export type FirstFilesSettings = {
  /** The catalogue files of the texts every page draws with, by language. */
  startFiles: Record<string, string>;
  /** The catalogue files of the portals' and the door's texts, by language. */
  adminFiles: Record<string, string>;
  /**
   * The code of the frames a signed-in page is drawn in (the portals', the door's) beyond the
   * main script's, each with the starts of the addresses it draws ("/system-admin").
   */
  areaFiles: readonly { pathStarts: readonly string[]; files: readonly string[] }[];
  languages: readonly string[];
  choiceKey: string;
  sourceLanguage: string;
  /** The script-readable cookie that comes and goes with a session (CSRF_COOKIE). */
  sessionCookie: string;
};

/**
 * Asks for the page's first texts in the reader's language, and with a session for the code of
 * the frame its page is drawn in, while the main script is still coming: the page asks for them
 * only once that script has run, a round trip later on a phone's network, and draws nothing
 * before they are in. With a session the portals' texts come too, as every page behind a sign-in
 * shows them. The page's own requests then find the files on their way (module preloads), not a
 * second download.
 */
export function preloadFirstFiles(
  readerLanguageAmong: (languages: readonly string[], choiceKey: string, source: string) => string,
  settings: FirstFilesSettings,
): void {
  const language = readerLanguageAmong(
    settings.languages,
    settings.choiceKey,
    settings.sourceLanguage,
  );
  const hasSession = `; ${document.cookie}`.includes(`; ${settings.sessionCookie}=`);
  const area = hasSession
    ? settings.areaFiles.find(({ pathStarts }) =>
        pathStarts.some((start) => location.pathname.startsWith(start)),
      )
    : undefined;
  const files = [
    settings.startFiles[language],
    hasSession ? settings.adminFiles[language] : "",
    ...(area?.files ?? []),
  ];
  for (const file of files) {
    if (!file) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = file;
    // As the page's own module scripts ask, so the preloaded response is the one they take.
    link.crossOrigin = "";
    document.head.append(link);
  }
}
