import { PrivacyScreen } from "../components/privacy-screen";

/** System admins only: the route table offers it in their portal alone. */
export function PrivacyRoute() {
  return <PrivacyScreen />;
}

export default PrivacyRoute;
