import type { LucideIcon } from "lucide-react";
import type { LiHTMLAttributes, ReactNode } from "react";
import { Button } from "./button";

/**
 * A column of cards, one for each thing an account or an event holds (API tokens, passkeys, door
 * staff, webhooks); named, so screen readers announce the list for what it is.
 */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {children}
    </ul>
  );
}

export type CardListItemProps = Omit<LiHTMLAttributes<HTMLLIElement>, "className"> & {
  /** The thing's own name: the card's heading, which tells one card from the next to screen readers. */
  name: string;
  /** Beside the name: the thing's state ('Expired', 'Synced'). */
  badges?: ReactNode;
  /** Under the name: what tells the thing apart (a token's start, a member's e-mail). */
  detail?: ReactNode;
  /** The card's buttons, across from its name. */
  actions: ReactNode;
};

/** One card of a CardList: the thing's name with its state and buttons, then its details. */
export function CardListItem({
  name,
  badges,
  detail,
  actions,
  children,
  ...itemProps
}: CardListItemProps) {
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      {...itemProps}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold break-words text-slate-900">{name}</h3>
            {badges}
          </div>
          {detail}
        </div>
        {actions}
      </div>
      {children}
    </li>
  );
}

export type CardRemoveButtonProps = {
  icon: LucideIcon;
  /** What screen readers hear, naming the card's thing: 'Remove Laptop'. */
  label: string;
  onClick: () => void;
  /** The button's own short words: 'Remove'. */
  children: ReactNode;
};

/** A card's button that takes its thing away: revokes it, or removes it. */
export function CardRemoveButton({ icon: Icon, label, onClick, children }: CardRemoveButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className="text-red-700 hover:bg-red-50"
      aria-label={label}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
