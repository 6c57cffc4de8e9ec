import type { ReactNode } from "react";
import { type ParticipantDetail, ParticipantDetails } from "./participant-details";

const ARTICLE_CLASSES =
  "flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm";

export type ParticipantArticleProps = {
  /** The id of the participant's name heading, which names the article. */
  nameId: string;
  /** Added to the article's own classes, such as 'h-full' in a grid of cards. */
  className?: string;
  details: readonly ParticipantDetail[];
  /** The facts' grid. */
  detailsClassName: string;
  /** The header row: the avatar, the name and the badges, and any buttons. */
  children: ReactNode;
};

/** One participant as a card: its header row above its labelled facts. */
export function ParticipantArticle({
  nameId,
  className,
  details,
  detailsClassName,
  children,
}: ParticipantArticleProps) {
  return (
    <article
      aria-labelledby={nameId}
      className={className ? `${ARTICLE_CLASSES} ${className}` : ARTICLE_CLASSES}
    >
      <div className="flex items-start gap-3">{children}</div>
      <ParticipantDetails details={details} className={detailsClassName} />
    </article>
  );
}
