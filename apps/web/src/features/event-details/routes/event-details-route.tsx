import { useParams } from "react-router";
import {
  EventDetailsScreen,
  type EventDetailsScreenProps,
} from "../components/event-details-screen";

/** The event named in the address, in either portal. */
export function EventDetailsRoute({
  renderMoreCards,
}: Pick<EventDetailsScreenProps, "renderMoreCards">) {
  const { id = "" } = useParams();
  // The key starts each event afresh (like, save and share state belong to one event).
  return <EventDetailsScreen key={id} eventId={id} renderMoreCards={renderMoreCards} />;
}
