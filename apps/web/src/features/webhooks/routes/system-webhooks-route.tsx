import { SystemWebhooksScreen } from "../components/system-webhooks-screen";

/** System admins only: the route table offers it in their portal alone. */
export function SystemWebhooksRoute() {
  return <SystemWebhooksScreen />;
}

export default SystemWebhooksRoute;
