import type { MyEvent } from "@events/contract";
import { useTexts } from "@/i18n/use-texts";
import { getInitials } from "@/lib/initials";
import { resolveMediaUrl } from "@/lib/media";
import { describeTimeZone, formatEventDates, isEventToday } from "../lib/event-time";
import { eventPath } from "../paths";
import { Link } from "../router/router";

/** The event's logo, or its initials where it has none; the name beside it says what it is. */
export function EventLogo({
  event,
  size,
}: {
  event: Pick<MyEvent, "event_name" | "logo_url">;
  size: "small" | "large";
}) {
  const logoUrl = resolveMediaUrl(event.logo_url);
  const sizeClasses = size === "small" ? "size-14 text-lg" : "size-20 text-2xl";
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        width={size === "small" ? 56 : 80}
        height={size === "small" ? 56 : 80}
        loading="lazy"
        className={`${sizeClasses} shrink-0 rounded-lg border border-slate-200 bg-white object-contain`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizeClasses} flex shrink-0 items-center justify-center rounded-lg bg-blue-100 font-semibold text-blue-900`}
    >
      {getInitials(event.event_name)}
    </span>
  );
}

const MARKS = {
  today: { text: "app.events.today", classes: "bg-green-100 text-green-900" },
  cancelled: { text: "app.events.cancelled", classes: "bg-red-100 text-red-900" },
} as const;

/** A mark in words: 'Today', 'Cancelled'. */
export function EventMark({ tone }: { tone: keyof typeof MARKS }) {
  const { t } = useTexts();
  const mark = MARKS[tone];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${mark.classes}`}>
      {t(mark.text)}
    </span>
  );
}

/** The times' zone, said only when the device keeps another one. */
function EventZoneNote({ timeZone, deviceTimeZone }: { timeZone: string; deviceTimeZone: string }) {
  const { t, language } = useTexts();
  if (timeZone === deviceTimeZone) return null;
  return (
    <span className="text-slate-600">
      {" "}
      {t("app.events.zoneNote", { zone: describeTimeZone(timeZone, language) })}
    </span>
  );
}

/** When the event is, in its own zone, and which zone that is when the device keeps another. */
export function EventWhen({
  event,
  deviceTimeZone,
}: {
  event: Pick<MyEvent, "event_datetime" | "end_datetime" | "time_zone">;
  deviceTimeZone: string;
}) {
  const { language } = useTexts();
  return (
    <p className="text-sm text-slate-700">
      {formatEventDates(event.event_datetime, event.end_datetime, language)}
      <EventZoneNote timeZone={event.time_zone} deviceTimeZone={deviceTimeZone} />
    </p>
  );
}

/** One of the person's events in their list: a link to its page. */
export function EventCard({
  event,
  now,
  deviceTimeZone,
}: {
  event: MyEvent;
  now: Date;
  deviceTimeZone: string;
}) {
  const isToday = isEventToday(event, now);
  return (
    <li>
      <Link
        href={eventPath(event.id)}
        className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-blue-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <EventLogo event={event} size="small" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {event.event_name}
          </h3>
          <div className="mt-0.5">
            <EventWhen event={event} deviceTimeZone={deviceTimeZone} />
          </div>
          {event.venue && <p className="mt-0.5 text-sm text-slate-600">{event.venue}</p>}
          {(isToday || event.event_status === "CANCELLED") && (
            <p className="mt-1.5 flex gap-2">
              {isToday && <EventMark tone="today" />}
              {event.event_status === "CANCELLED" && <EventMark tone="cancelled" />}
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
