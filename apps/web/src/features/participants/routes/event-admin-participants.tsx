import { ParticipantsManagementScreen } from "../components/participants-management-screen";

export function EventAdminParticipantsRoute() {
  return <ParticipantsManagementScreen />;
}

export default EventAdminParticipantsRoute;
