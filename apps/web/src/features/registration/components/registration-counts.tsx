import type { RegistrationCounts as Counts } from "@events/contract";
import { useRegistrationTexts } from "../messages";

// Holds a count's line while the counts load, so the boxes keep their height.
const NO_VALUE_YET = "\u00a0";

/**
 * What the event's places stand at: registered, capacity, waiting, pending and offered. Until
 * the counts are in, the boxes stand empty at their size, so what is below them stays put.
 */
export function RegistrationCounts({ counts }: { counts: Counts | undefined }) {
  const texts = useRegistrationTexts();
  const countText = (count: (loaded: Counts) => string) => (counts ? count(counts) : NO_VALUE_YET);
  const facts: [label: string, value: string, note?: string][] = [
    [texts.registeredCount, countText((loaded) => String(loaded.registered))],
    [
      texts.capacityCount,
      countText((loaded) => (loaded.capacity === null ? texts.unlimited : String(loaded.capacity))),
      counts?.places_left == null ? undefined : texts.placesLeft(counts.places_left),
    ],
    [texts.waitingCount, countText((loaded) => String(loaded.waiting))],
    [texts.pendingCount, countText((loaded) => String(loaded.pending))],
    [texts.offeredCount, countText((loaded) => String(loaded.offered))],
  ];
  return (
    <dl
      aria-busy={counts ? undefined : true}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
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
