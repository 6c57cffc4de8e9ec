import { BADGES_PER_PAGE, type Badge } from "@events/contract";
import { ArrowLeft, IdCard, Printer } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryLoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { QrImage } from "@/components/ui/qr-image";
import { useFirstAnswerDeferred } from "@/hooks/use-first-answer-deferred";
import { useTexts } from "@/i18n/use-texts";
import { describeParticipantRole } from "@/lib/participant-role";
import { usePortalPaths } from "@/lib/portal";
import { useBadges } from "../api/get-badges";

/**
 * What printing needs beyond Tailwind: A4 pages, and nothing but the sheets printed (the portal's
 * sidebar and bars are hidden, and the sheets moved to the page's top, on the side the language
 * starts). A sheet of 2 x 4
 * badges fills one printed page, so a badge is never cut between two pages.
 */
const PRINT_STYLES = `
@page { size: A4; margin: 10mm; }
@media print {
  body * { visibility: hidden; }
  [data-badge-sheets], [data-badge-sheets] * { visibility: visible; }
  [data-badge-sheets] { position: absolute; top: 0; inset-inline-start: 0; width: 190mm; }
  [data-badge-sheet] { display: grid; grid-template-columns: repeat(2, 95mm); grid-auto-rows: 69mm;
    gap: 0; break-after: page; border: 0; padding: 0; margin: 0; box-shadow: none; }
  [data-badge-sheet]:last-child { break-after: auto; }
  [data-badge] { break-inside: avoid; border: 1px dashed #94a3b8; border-radius: 0; }
}
`;

function BadgeCard({ badge, isOnFirstSheet }: { badge: Badge; isOnFirstSheet: boolean }) {
  const { t } = useTexts();
  const name = badge.name.trim() || t("check-in.row.noName");
  return (
    <li
      data-badge
      className="flex break-inside-avoid items-center gap-4 overflow-hidden rounded-lg border border-slate-300 bg-white p-4"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-2xl leading-tight font-bold break-words text-slate-900">{name}</p>
        <p className="text-base font-medium text-slate-600 uppercase">
          {describeParticipantRole(badge.participant_role)}
        </p>
      </div>
      <QrImage
        svg={badge.qr_svg}
        label={t("check-in.badges.qrCodeOf", { name })}
        className="size-28 shrink-0"
        // The browser parses each QR code's SVG on the page's main thread: a hundred at once
        // held a phone for seconds. Codes below the first sheet load as they near the screen;
        // printing loads them all first.
        loading={isOnFirstSheet ? undefined : "lazy"}
      />
    </li>
  );
}

/** Splits the badges into printed pages of eight. */
function toSheets(badges: readonly Badge[]): Badge[][] {
  const sheets: Badge[][] = [];
  for (let start = 0; start < badges.length; start += BADGES_PER_PAGE) {
    sheets.push(badges.slice(start, start + BADGES_PER_PAGE));
  }
  return sheets;
}

export type BadgesPageProps = {
  eventId: string;
  /** Only these participants' badges; every active participant's when empty. */
  participantIds: readonly string[];
};

/** Name badges with each participant's ticket QR code, eight to an A4 page, ready to print. */
export function BadgesPage({ eventId, participantIds }: BadgesPageProps) {
  const { t } = useTexts();
  const portalPaths = usePortalPaths();
  const badgesQuery = useBadges(eventId, participantIds);
  // A hundred badges with their QR codes are a long first draw.
  const badgesAnswer = useFirstAnswerDeferred(badgesQuery.data);

  function renderBadges() {
    if (badgesQuery.isError) {
      return <QueryLoadError title={t("check-in.badges.failed")} query={badgesQuery} />;
    }
    if (!badgesAnswer) return <LoadingState label={t("check-in.badges.loading")} />;
    const { badges, truncated } = badgesAnswer;
    if (badges.length === 0) return <EmptyState icon={IdCard} title={t("check-in.badges.none")} />;
    return (
      <>
        <p className="text-sm text-slate-600 print:hidden">
          {t("check-in.badges.count", { count: badges.length, perPage: BADGES_PER_PAGE })}
        </p>
        {truncated ? (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 print:hidden"
          >
            {t("check-in.badges.truncated", { count: badges.length })}
          </p>
        ) : null}
        <div data-badge-sheets className="flex flex-col gap-6">
          {toSheets(badges).map((sheet, sheetIndex) => (
            <ul
              key={sheet[0]?.participant_id}
              data-badge-sheet
              className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-slate-100 p-3 sm:grid-cols-2"
            >
              {sheet.map((badge) => (
                <BadgeCard
                  key={badge.participant_id}
                  badge={badge}
                  isOnFirstSheet={sheetIndex === 0}
                />
              ))}
            </ul>
          ))}
        </div>
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <style>{PRINT_STYLES}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={portalPaths.checkIn(eventId)}
          className="inline-flex h-10 items-center gap-1.5 rounded-sm text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("check-in.badges.backToCheckIn")}
        </Link>
        <Button
          size="lg"
          onClick={() => window.print()}
          disabled={!badgesQuery.data || badgesQuery.data.badges.length === 0}
        >
          <Printer aria-hidden="true" className="size-5" />
          {t("check-in.badges.print")}
        </Button>
      </div>
      <h1 className="text-2xl font-semibold break-words text-slate-900 print:hidden">
        {badgesQuery.data
          ? t("check-in.badges.titleOf", { eventName: badgesQuery.data.event_name })
          : t("check-in.badges.title")}
      </h1>
      {renderBadges()}
    </section>
  );
}
