import { useParams } from "react-router";
import { StaffScreen } from "../components/staff-screen";

export function StaffRoute() {
  const { id } = useParams();
  return <StaffScreen eventId={id} />;
}

export default StaffRoute;
