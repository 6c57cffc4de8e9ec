// Imports nothing: the build writes the function below, as it is, into a script of the admin
// app's page (vite.config.ts, firstFiles), which cannot reach the app's modules.

export type FirstFilesSettings = {
  /** The catalogue files of the texts every page draws with, by language: one for each language. */
  startFiles: Record<string, string>;
  /** The catalogue files of the portals' and the door's texts, by language: one for each language. */
  adminFiles: Record<string, string>;
  /**
   * The code of the frames a signed-in page is drawn in (the portals', the door's) beyond the
   * main script's, each with the starts of the addresses it draws ("/system-admin").
   */
  areaFiles: readonly { pathStarts: readonly string[]; files: readonly string[] }[];
  choiceKey: string;
  sourceLanguage: string;
  /** The script-readable cookie that comes and goes with a session (CSRF_COOKIE). */
  sessionCookie: string;
  /** The session check the app starts with (features/auth: startSessionCheck), sent from here. */
  sessionCheck: {
    path: string;
    csrfHeader: string;
    delayMs: number;
    /** The window's property the check is left in (SENT_SESSION_CHECK). */
    sentKey: string;
  };
};

/** Where the first script leaves the session check it sent, for the app to take. */
export const SENT_SESSION_CHECK = "eventsSentSessionCheck";

/**
 * The session check the page's first script sent, for the app to read instead of sending its own;
 * none when it sent none, or had not run yet (the app's code is not held for it: should it run
 * later, its check goes unread).
 */
export function takeSentSessionCheck(): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, Promise<Response> | undefined>;
  const sent = holder[SENT_SESSION_CHECK];
  delete holder[SENT_SESSION_CHECK];
  return sent;
}

/**
 * Asks for the page's first texts in the reader's language, and with a session for the code of
 * the frame its page is drawn in and for the session check, while the main script is still
 * coming: the page asks for them only once that script has run, a round trip later on a phone's
 * network, and draws nothing before they are in (a signed-in page's data is asked for once the
 * check has said who is signed in). With a session the portals' texts come too, as every page
 * behind a sign-in shows them. The page's own requests then find the files on their way (module
 * preloads), not a second download, and the app takes the check's answer (takeSentSessionCheck).
 */
export function preloadFirstFiles(
  readerLanguageAmong: (languages: readonly string[], choiceKey: string, source: string) => string,
  readCookie: (cookieHeader: string, name: string) => string | undefined,
  settings: FirstFilesSettings,
): void {
  const { startFiles, sessionCheck } = settings;
  const language = readerLanguageAmong(
    Object.keys(startFiles),
    settings.choiceKey,
    settings.sourceLanguage,
  );
  const files = [startFiles[language]];
  const csrfToken = readCookie(document.cookie, settings.sessionCookie);
  if (csrfToken !== undefined) {
    const area = settings.areaFiles.find(({ pathStarts }) =>
      pathStarts.some((start) => location.pathname.startsWith(start)),
    );
    files.push(settings.adminFiles[language], ...(area?.files ?? []));
    const sent = new Promise((done) => setTimeout(done, sessionCheck.delayMs)).then(() =>
      // A call to the page's own site carries its cookies (fetch's default credentials).
      fetch(sessionCheck.path, {
        method: "POST",
        headers: { [sessionCheck.csrfHeader]: csrfToken },
      }),
    );
    // Read by the app; until then a server not reached is no unhandled rejection.
    sent.catch(() => undefined);
    (window as unknown as Record<string, unknown>)[sessionCheck.sentKey] = sent;
  }
  for (const file of files) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    // The build gives every language its two files (vite.config.ts), and the language is one of
    // theirs.
    link.href = file as string;
    // As the page's own module scripts ask, so the preloaded response is the one they take.
    link.crossOrigin = "";
    document.head.append(link);
  }
}
