import { Download, Eye, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { IconActionButton, type IconActionButtonProps } from "./icon-action-button";

/** The actions lists and cards offer alike, in the order they are shown. */
const ITEM_ACTIONS = {
  view: { icon: Eye, title: "View", tone: "primary" },
  download: { icon: Download, title: "Download", tone: "neutral" },
  edit: { icon: Pencil, title: "Edit", tone: "primary" },
  delete: { icon: Trash2, title: "Delete", tone: "danger" },
} as const satisfies Record<string, Pick<IconActionButtonProps, "icon" | "title" | "tone">>;

type ItemAction = keyof typeof ITEM_ACTIONS;

export type ItemActionsProps = {
  /** Names each button for screen readers: 'Edit Ada'. */
  itemName: string;
  /** What each offered action does; an action left out (or undefined) is not shown. */
  actions: Partial<Record<ItemAction, (() => void) | undefined>>;
  /** The action whose button shows a spinner while it runs. */
  busyAction?: ItemAction | undefined;
  surface?: IconActionButtonProps["surface"];
  className: string;
  /** Other buttons, shown before the standard ones. */
  children?: ReactNode;
};

/** An item's icon buttons, such as Edit and Delete, each named for the item. */
export function ItemActions({
  itemName,
  actions,
  busyAction,
  surface,
  className,
  children,
}: ItemActionsProps) {
  return (
    <div className={className}>
      {children}
      {(Object.keys(ITEM_ACTIONS) as ItemAction[]).map((action) => {
        const onClick = actions[action];
        if (!onClick) return null;
        const { icon, title, tone } = ITEM_ACTIONS[action];
        return (
          <IconActionButton
            key={action}
            icon={icon}
            label={`${title} ${itemName}`}
            title={title}
            tone={tone}
            surface={surface}
            isBusy={busyAction === action}
            onClick={onClick}
          />
        );
      })}
    </div>
  );
}
