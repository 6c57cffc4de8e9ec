import { useParams } from "react-router";

/** The door's offline check-in screen of the event the address names (/door/check-in/:id). */
export function DoorCheckInPage() {
  const { id = "" } = useParams();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-semibold text-slate-900" data-event-id={id}>
        Check-in
      </h1>
    </section>
  );
}

export default DoorCheckInPage;
