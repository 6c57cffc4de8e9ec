import type { PublicEvent } from "@events/contract";
import type { ReactNode } from "react";
import { useTexts } from "@/i18n/use-texts";
import { formatEventSpan } from "./event-times";

type PictureProps = { src: string | null; width: number; height: number; className: string };

/** One of the organiser's pictures, when it has one: decoration, as the name says what it is. */
function Picture({ src, width, height, className }: PictureProps) {
  if (!src) return null;
  return <img src={src} alt="" width={width} height={height} className={className} />;
}

function Detail({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** The event as its organiser describes it: picture, logo, name, when, where, what. */
export function EventSummary({ event }: { event: PublicEvent }) {
  const { t } = useTexts();
  return (
    <header>
      <Picture
        src={event.cover_image_url}
        width={1200}
        height={400}
        className="mb-5 aspect-[3/1] w-full rounded-xl bg-slate-200 object-cover"
      />
      <div className="flex items-start gap-4">
        <Picture
          src={event.logo_url}
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-lg bg-white object-contain"
        />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere]">
          {event.event_name}
        </h1>
      </div>
      <dl className="mt-4 space-y-2 text-slate-800">
        <Detail term={t("public.event.when")}>
          {formatEventSpan(event.event_datetime, event.end_datetime, event.time_zone)}
        </Detail>
        {event.venue && (
          <Detail term={t("public.event.where")} className="[overflow-wrap:anywhere]">
            {event.venue}
          </Detail>
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
