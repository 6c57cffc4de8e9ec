import { useParams } from "react-router";
import { WebhookDeliveriesScreen } from "../components/webhook-deliveries-screen";

/** Both portals have it; the server answers an event admin 404 for another's webhook. */
export function WebhookDeliveriesRoute() {
  const { id = "" } = useParams();
  // The key starts each webhook afresh: its page of deliveries and opened rows are its own.
  return <WebhookDeliveriesScreen key={id} webhookId={id} />;
}

export default WebhookDeliveriesRoute;
