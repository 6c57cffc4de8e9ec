import { type ConflictSession, type Session, textDirectionOf } from "@events/contract";
import { CalendarX, ChevronLeft, ChevronRight, Globe, type LucideIcon, MapPin } from "lucide-react";
import { type CSSProperties, useId, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useMediaQuery } from "@/hooks/use-media-query";
import { useTexts } from "@/i18n/use-texts";
import { sessionsTexts } from "../messages";
import {
  type AgendaDay,
  type AgendaItem,
  type AgendaVenueGroup,
  formatAgendaDay,
  formatHour,
  getAgendaDays,
  getDayItems,
  getHourRange,
  groupItemsByVenue,
} from "../utils/agenda-layout";
import { formatSessionClockRange } from "../utils/session-display";
import { OverlapMark } from "./overlap-mark";

/** Below this width the rooms side by side would not fit: the day becomes one list. */
export const AGENDA_LIST_MEDIA_QUERY = "(max-width: 767px)";

const HOUR_HEIGHT_REM = 5;
/** Room for a block's times ('10:30 AM - 11:45 AM') on one line. */
const LANE_MIN_WIDTH_REM = 9;

export type SessionAgendaProps = {
  sessions: readonly Session[];
  clashes?: ReadonlyMap<string, readonly ConflictSession[]> | undefined;
  /** The chosen day; one without sessions (or none) shows the first day that has some. */
  day: AgendaDay | null;
  onDayChange: (day: AgendaDay) => void;
  /** What a session's block opens: its edit form, or its details on the read-only screen. */
  onOpenSession: (session: Session) => void;
  /** The event's IANA zone, which its wall-clock times are in; unknown until the event loads. */
  timeZone?: string | undefined;
};

type DayViewProps = {
  day: AgendaDay;
  /** The day's heading, which names the list of its sessions. */
  headingId: string;
  items: readonly AgendaItem[];
  clashes: SessionAgendaProps["clashes"];
  onOpenSession: SessionAgendaProps["onOpenSession"];
};

/** What every block of a day is handed alike, whichever view places it. */
type DayBlockContext = Omit<DayViewProps, "items" | "headingId">;

type BlockProps = DayBlockContext & {
  item: AgendaItem;
  /** In the timeline a long name is cut to the block's width; in the list it wraps. */
  layout: "timeline" | "list";
};

/** One session of the day, as a button: its name, times, venue and clashes. */
function SessionBlock({ item, day, clashes, onOpenSession, layout }: BlockProps) {
  const { t } = useTexts();
  const { session } = item;
  const others = clashes?.get(session.id);
  const hasClash = Boolean(others && others.length > 0);
  return (
    <button
      type="button"
      onClick={() => onOpenSession(session)}
      className={`flex w-full flex-col items-start gap-0.5 overflow-hidden rounded-md border border-s-4 text-start text-xs text-slate-700 hover:shadow-md focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
        hasClash ? "border-amber-500 bg-amber-50" : "border-blue-500 bg-blue-50"
      } ${layout === "timeline" ? "flex-1 p-1.5" : "p-3"}`}
    >
      <span
        className={`w-full text-sm font-semibold text-slate-900 ${
          layout === "timeline" ? "truncate" : "break-words"
        }`}
      >
        {session.name}
      </span>
      <span>{formatSessionClockRange(session, day)}</span>
      <span className="inline-flex max-w-full items-center gap-1">
        <MapPin aria-hidden="true" className="size-3 shrink-0 text-slate-500" />
        <span className="truncate">{session.venue?.trim() || t("sessions.agenda.noVenue")}</span>
      </span>
      <OverlapMark others={others} />
    </button>
  );
}

function VenueColumn({
  group,
  firstHour,
  hourCount,
  ...blockContext
}: DayBlockContext & {
  group: AgendaVenueGroup;
  firstHour: number;
  hourCount: number;
}) {
  const headingId = useId();
  // The lanes run from the line's start: from the right in a right-to-left language.
  const laneSide = textDirectionOf(useTexts().language) === "rtl" ? "right" : "left";
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col">
      <h3
        id={headingId}
        className="truncate border-b border-slate-200 bg-slate-50 px-2 py-2 text-sm font-semibold text-slate-900"
        title={group.label}
      >
        {group.label}
      </h3>
      <ul
        className="relative border-s border-slate-200"
        style={{
          height: `${hourCount * HOUR_HEIGHT_REM}rem`,
          backgroundImage: `repeating-linear-gradient(to bottom, var(--color-slate-200) 0 1px, transparent 1px ${HOUR_HEIGHT_REM}rem)`,
        }}
      >
        {group.items.map((item) => {
          const top = ((item.startMinute - firstHour * 60) / 60) * HOUR_HEIGHT_REM;
          const length = (Math.max(item.endMinute - item.startMinute, 0) / 60) * HOUR_HEIGHT_REM;
          const style: CSSProperties = {
            top: `${top}rem`,
            minHeight: `${Math.max(length, 3.75)}rem`,
            [laneSide]: `${(item.lane / group.laneCount) * 100}%`,
            width: `${100 / group.laneCount}%`,
          };
          return (
            <li key={item.session.id} className="absolute flex p-0.5" style={style}>
              <SessionBlock item={item} layout="timeline" {...blockContext} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The day on a time axis, one column per venue; sessions that clash sit side by side. */
function DayTimeline({ day, items, clashes, onOpenSession }: DayViewProps) {
  const groups = groupItemsByVenue(items);
  const { first, last } = getHourRange(items);
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <div
        className="grid"
        style={{
          // A room with clashes gets a column wide enough for its lanes side by side.
          gridTemplateColumns: `4rem ${groups
            .map(({ laneCount }) => `minmax(${laneCount * LANE_MIN_WIDTH_REM}rem, ${laneCount}fr)`)
            .join(" ")}`,
          minWidth: `${4 + groups.reduce((width, { laneCount }) => width + laneCount * LANE_MIN_WIDTH_REM, 0)}rem`,
        }}
      >
        {/* The axis is for the eye: each block says its own times. */}
        <div aria-hidden="true" className="flex flex-col">
          <div className="h-9 border-b border-slate-200 bg-slate-50" />
          {hours.map((hour) => (
            <div
              key={hour}
              className="pe-2 text-end text-xs text-slate-500"
              style={{ height: `${HOUR_HEIGHT_REM}rem` }}
            >
              {formatHour(hour)}
            </div>
          ))}
        </div>
        {groups.map((group) => (
          <VenueColumn
            key={group.key ?? ""}
            group={group}
            day={day}
            firstHour={first}
            hourCount={hours.length}
            clashes={clashes}
            onOpenSession={onOpenSession}
          />
        ))}
      </div>
    </div>
  );
}

/** The day on a narrow screen: its sessions in start order, each naming its venue. */
function DayList({ headingId, items, ...blockContext }: DayViewProps) {
  return (
    <ol aria-labelledby={headingId} className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.session.id}>
          <SessionBlock item={item} layout="list" {...blockContext} />
        </li>
      ))}
    </ol>
  );
}

/** The previous or the next day's arrow, disabled where there is no such day. */
function DayStepButton({
  label,
  icon: Icon,
  target,
  onDayChange,
}: {
  label: string;
  icon: LucideIcon;
  target: AgendaDay | undefined;
  onDayChange: (day: AgendaDay) => void;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      title={label}
      disabled={!target}
      onClick={() => target && onDayChange(target)}
    >
      <Icon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
    </Button>
  );
}

function DaySwitcher({
  days,
  day,
  onDayChange,
}: {
  days: readonly AgendaDay[];
  day: AgendaDay;
  onDayChange: (day: AgendaDay) => void;
}) {
  useTexts();
  const index = days.indexOf(day);
  return (
    <nav aria-label={sessionsTexts.agendaDays} className="flex items-start gap-2">
      <DayStepButton
        label={sessionsTexts.previousDay}
        icon={ChevronLeft}
        target={days[index - 1]}
        onDayChange={onDayChange}
      />
      <ul className="flex min-w-0 flex-wrap gap-2">
        {days.map((candidate) => (
          <li key={candidate}>
            <Button
              variant={candidate === day ? "primary" : "secondary"}
              size="sm"
              aria-pressed={candidate === day}
              title={formatAgendaDay(candidate)}
              onClick={() => onDayChange(candidate)}
            >
              {formatAgendaDay(candidate, "short")}
            </Button>
          </li>
        ))}
      </ul>
      <DayStepButton
        label={sessionsTexts.nextDay}
        icon={ChevronRight}
        target={days[index + 1]}
        onDayChange={onDayChange}
      />
    </nav>
  );
}

/**
 * The agenda: a day at a time, the sessions placed by their wall-clock times and
 * grouped by venue; a session past midnight is on each day it covers, its block naming the
 * other day's date. On a narrow screen each day is a list in start order.
 */
export function SessionAgenda({
  sessions,
  clashes,
  day,
  onDayChange,
  onOpenSession,
  timeZone,
}: SessionAgendaProps) {
  useTexts();
  const isNarrow = useMediaQuery(AGENDA_LIST_MEDIA_QUERY);
  const headingId = useId();
  const days = useMemo(() => getAgendaDays(sessions), [sessions]);
  const shownDay = day !== null && days.includes(day) ? day : days[0];
  const items = useMemo(
    () => (shownDay ? getDayItems(sessions, shownDay) : []),
    [sessions, shownDay],
  );
  if (!shownDay) return <EmptyState icon={CalendarX} title={sessionsTexts.noSessions} />;

  const DayView = isNarrow ? DayList : DayTimeline;
  return (
    <section
      aria-label={sessionsTexts.agendaFor(formatAgendaDay(shownDay))}
      className="flex flex-col gap-4"
    >
      <DaySwitcher days={days} day={shownDay} onDayChange={onDayChange} />
      {/* Said when the day changes, so a keyboard user hears where the buttons took them. */}
      <h2 id={headingId} aria-live="polite" className="text-lg font-semibold text-slate-900">
        {formatAgendaDay(shownDay)}
      </h2>
      {timeZone ? (
        <p className="-mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <Globe aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {sessionsTexts.timesIn(timeZone)}
        </p>
      ) : null}
      <DayView
        day={shownDay}
        headingId={headingId}
        items={items}
        clashes={clashes}
        onOpenSession={onOpenSession}
      />
    </section>
  );
}
