// Imports nothing: the build writes the function below, as it is, into a script of the admin
// app's page (vite.config.ts, firstTexts), which cannot reach the app's modules.

export type FirstTextsSettings = {
  /** The catalogue files of the texts every page draws with, by language. */
  startFiles: Record<string, string>;
  /** The catalogue files of the portals' and the door's texts, by language. */
  adminFiles: Record<string, string>;
  languages: readonly string[];
  choiceKey: string;
  sourceLanguage: string;
  /** The script-readable cookie that comes and goes with a session (CSRF_COOKIE). */
  sessionCookie: string;
};

/**
 * Asks for the page's first texts in the reader's language while its code is still coming: the
 * page asks for them only once that code has run, and draws nothing until they are in. With a
 * session the portals' texts come too, as every page behind a sign-in shows them. The page's own
 * request then finds the file on its way (a module preload), not a second download.
 */
export function preloadFirstTexts(
  readerLanguageAmong: (languages: readonly string[], choiceKey: string, source: string) => string,
  settings: FirstTextsSettings,
): void {
  const language = readerLanguageAmong(
    settings.languages,
    settings.choiceKey,
    settings.sourceLanguage,
  );
  const hasSession = `; ${document.cookie}`.includes(`; ${settings.sessionCookie}=`);
  const files = [settings.startFiles[language], hasSession ? settings.adminFiles[language] : ""];
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
