import { ApiTokensScreen } from "../components/api-tokens-screen";

export function ApiTokensRoute() {
  return <ApiTokensScreen />;
}

export default ApiTokensRoute;
