import type { Event } from "@events/contract";
import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { MediaImage } from "@/components/ui/media-image";

type EventImagesOf = Pick<Event, "event_name" | "cover_image_url" | "logo_url">;

/** An event's cover image filling its banner, or the fallback where there is none. */
export function EventCover({ event, fallback }: { event: EventImagesOf; fallback: ReactNode }) {
  return (
    <MediaImage
      path={event.cover_image_url}
      alt={`Cover image of ${event.event_name}`}
      className="size-full object-cover"
      fallback={fallback}
    />
  );
}

/** An event's logo in the badge over its cover; a calendar stands in for a missing logo. */
export function EventLogo({
  event,
  className,
  iconClassName,
}: {
  event: EventImagesOf;
  /** The badge: its size, shape and place over the cover. */
  className: string;
  iconClassName: string;
}) {
  return (
    <span className={className}>
      <MediaImage
        path={event.logo_url}
        alt={`Logo of ${event.event_name}`}
        className="size-full object-cover"
        fallback={<CalendarDays aria-hidden="true" className={iconClassName} />}
      />
    </span>
  );
}
