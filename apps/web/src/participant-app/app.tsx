import { useEffect } from "react";
import { onSessionEnded } from "./api/app-api";
import { forgetSession } from "./api/session";
import { signInPath } from "./paths";
import { navigate, Routes } from "./router/router";
import { appRoutes } from "./routes";
import { NotFoundScreen } from "./shell/not-found-screen";
import { ScreenErrorBoundary } from "./shell/screen-error-boundary";
import { UpdatePrompt } from "./shell/update-prompt";

/** The app: the screen at the address, and the update prompt over it. */
export function App() {
  // The server no longer knows the session (expired, or signed out elsewhere): forget it here
  // and sign in again, coming back to this screen after.
  useEffect(
    () =>
      onSessionEnded(() => {
        const here = `${window.location.pathname}${window.location.search}`;
        void forgetSession();
        navigate(signInPath(here), { replace: true });
      }),
    [],
  );

  return (
    <>
      <ScreenErrorBoundary>
        <Routes routes={appRoutes} NotFound={NotFoundScreen} fallback={null} />
      </ScreenErrorBoundary>
      <UpdatePrompt />
    </>
  );
}
