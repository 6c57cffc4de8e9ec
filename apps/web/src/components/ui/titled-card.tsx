import { type ReactNode, useId } from "react";

export type TitledCardProps = {
  /** The card's heading, which also names it for screen readers. */
  title: ReactNode;
  /** Beside the heading: the card's buttons or links. */
  actions?: ReactNode;
  children: ReactNode;
  /** A section with a heading; a chart's card is a figure, its title the caption. */
  as?: "section" | "figure";
  /** The card's spacing; the event page's cards by default. */
  className?: string;
  /** The heading row's spacing. */
  headerClassName?: string;
  titleClassName?: string;
};

/** A white card: a heading with its actions on one row, then what the card holds. */
export function TitledCard({
  title,
  actions,
  children,
  as = "section",
  className = "gap-4 p-4 sm:p-6",
  headerClassName = "gap-3",
  titleClassName = "text-lg font-semibold text-slate-900",
}: TitledCardProps) {
  const headingId = useId();
  const Card = as;
  const Heading = as === "figure" ? "figcaption" : "h2";
  return (
    // Named by its heading outright: not every assistive technology reads a figcaption as the name.
    <Card
      aria-labelledby={headingId}
      className={`flex flex-col rounded-lg border border-slate-200 bg-white shadow-sm ${className}`}
    >
      <div className={`flex flex-wrap items-center justify-between ${headerClassName}`}>
        <Heading id={headingId} className={titleClassName}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </Card>
  );
}
