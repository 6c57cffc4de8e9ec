import type { RegistrationCounts as Counts } from "@events/contract";
import { useRegistrationTexts } from "../messages";

/** What the event's places stand at: registered, capacity, waiting, pending and offered. */
export function RegistrationCounts({ counts }: { counts: Counts }) {
  const texts = useRegistrationTexts();
  const facts: [label: string, value: string, note?: string][] = [
    [texts.registeredCount, String(counts.registered)],
    [
      texts.capacityCount,
      counts.capacity === null ? texts.unlimited : String(counts.capacity),
      counts.places_left === null ? undefined : texts.placesLeft(counts.places_left),
    ],
    [texts.waitingCount, String(counts.waiting)],
    [texts.pendingCount, String(counts.pending)],
    [texts.offeredCount, String(counts.offered)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {facts.map(([label, value, note]) => (
        <div
          key={label}
          className="flex flex-col rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm"
        >
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
          {note ? <dd className="text-xs text-slate-500">{note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
