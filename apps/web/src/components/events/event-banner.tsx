import type { Event } from "@events/contract";
import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { MediaImage } from "@/components/ui/media-image";
import { useTexts } from "@/i18n/use-texts";

// The banner's height and the logo badge's size and place: on an event card, and atop the
// event's details page.
const BANNER_LOOKS = {
  card: {
    banner: "relative h-36 bg-slate-100",
    logo: "absolute start-4 -bottom-6 flex size-12 items-center justify-center overflow-hidden rounded-full border-2 border-white bg-white text-slate-400 shadow",
    logoIcon: "size-5",
  },
  hero: {
    banner: "relative h-40 bg-slate-100 sm:h-56 lg:h-64",
    logo: "absolute start-4 -bottom-10 flex size-20 items-center justify-center overflow-hidden rounded-xl border-4 border-white bg-white text-slate-400 shadow-md sm:start-6",
    logoIcon: "size-8",
  },
};

export type EventBannerProps = {
  event: Pick<Event, "event_name" | "cover_image_url" | "logo_url">;
  look: keyof typeof BANNER_LOOKS;
  /** Shown where the event has no cover image, or it fails to load. */
  coverFallback: ReactNode;
};

/**
 * An event's cover image with its logo in a badge over the bottom edge; a calendar stands in
 * for a missing logo.
 */
export function EventBanner({ event, look, coverFallback }: EventBannerProps) {
  const { t } = useTexts();
  const classes = BANNER_LOOKS[look];
  return (
    <div className={classes.banner}>
      <MediaImage
        path={event.cover_image_url}
        alt={t("events.card.coverImageOf", { eventName: event.event_name })}
        className="size-full object-cover"
        fallback={coverFallback}
      />
      <span className={classes.logo}>
        <MediaImage
          path={event.logo_url}
          alt={t("events.card.logoOf", { eventName: event.event_name })}
          className="size-full object-cover"
          fallback={<CalendarDays aria-hidden="true" className={classes.logoIcon} />}
        />
      </span>
    </div>
  );
}
