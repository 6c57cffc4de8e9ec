import { readLinkToken } from "@/lib/link-token";
import { EventNotFound, EventPage } from "./event/event-page";
import { CancelPage } from "./links/cancel-page";
import { OfferPage } from "./links/offer-page";
import type { PublicRoute } from "./paths";

/** The page the address names. */
export function App({ route }: { route: PublicRoute }) {
  switch (route.page) {
    case "event":
      return <EventPage slug={route.slug} />;
    case "cancel":
      return <CancelPage slug={route.slug} token={readLinkToken(window.location.hash)} />;
    case "offer":
      return <OfferPage slug={route.slug} token={readLinkToken(window.location.hash)} />;
    case "not-found":
      return <EventNotFound />;
  }
}
