import { startPage } from "@/i18n/start-page";
import { loadPublicEvent } from "./api/public-api";
import { App } from "./app";
import { readRoute } from "./paths";
import { prepareProofOfWork } from "./pow/proof-of-work";
import "./public-page.css";

const route = readRoute(window.location.pathname);
// The texts, the event and the anti-robot check are all asked for at once: the event while
// React starts, not after; the check solved while the person reads and types, so sending the
// form does not wait for it.
const draw = startPage("public");
if (route.page === "event") {
  void loadPublicEvent(route.slug).catch(() => {});
  prepareProofOfWork();
}
draw(<App route={route} />);
