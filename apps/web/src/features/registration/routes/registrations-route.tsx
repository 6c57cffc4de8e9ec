import { useParams } from "react-router";
import { RegistrationsScreen } from "../components/registrations-screen";

export function RegistrationsRoute() {
  const { id } = useParams();
  return <RegistrationsScreen eventId={id} />;
}

export default RegistrationsRoute;
