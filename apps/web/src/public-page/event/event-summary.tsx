import type { PublicEvent } from "@events/contract";
import { formatEventSpan } from "./event-times";

/** The event as its organiser describes it: picture, logo, name, when, where, what. */
export function EventSummary({ event }: { event: PublicEvent }) {
  return (
    <header>
      {event.cover_image_url && (
        <img
          src={event.cover_image_url}
          alt=""
          width={1200}
          height={400}
          className="mb-5 aspect-[3/1] w-full rounded-xl bg-slate-200 object-cover"
        />
      )}
      <div className="flex items-start gap-4">
        {event.logo_url && (
          <img
            src={event.logo_url}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-lg bg-white object-contain"
          />
        )}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere]">
          {event.event_name}
        </h1>
      </div>
      <dl className="mt-4 space-y-2 text-slate-800">
        <div>
          <dt className="text-sm font-medium text-slate-600">When</dt>
          <dd>{formatEventSpan(event.event_datetime, event.end_datetime, event.time_zone)}</dd>
        </div>
        {event.venue && (
          <div>
            <dt className="text-sm font-medium text-slate-600">Where</dt>
            <dd className="[overflow-wrap:anywhere]">{event.venue}</dd>
          </div>
        )}
      </dl>
      {event.description && (
        <p className="mt-4 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
          {event.description}
        </p>
      )}
    </header>
  );
}
