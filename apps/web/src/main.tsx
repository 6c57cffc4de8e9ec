import { App } from "./app/app";
import { takeSentSessionCheck } from "./app/first-files";
import { preloadPage } from "./app/router";
import { startSessionCheck } from "./features/auth/auth-provider";
import { startPage } from "./i18n/start-page";
import "./index.css";

const draw = startPage("start");
void preloadPage(window.location.pathname, startSessionCheck(takeSentSessionCheck()));
draw(<App />);
