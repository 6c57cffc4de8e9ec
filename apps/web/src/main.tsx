import { App } from "./app/app";
import { preloadPage } from "./app/router";
import { startPage } from "./i18n/start-page";
import "./index.css";

const draw = startPage("start");
void preloadPage(window.location.pathname);
draw(<App />);
