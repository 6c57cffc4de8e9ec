import { useParams } from "react-router";
import { RegistrationSettingsScreen } from "../components/registration-settings-screen";

export function RegistrationSettingsRoute() {
  const { id } = useParams();
  return <RegistrationSettingsScreen eventId={id} />;
}

export default RegistrationSettingsRoute;
