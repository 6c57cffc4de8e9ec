import { Download, Eye, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { IconActionButton, type IconActionButtonProps } from "./icon-action-button";

/** The actions lists and cards offer alike, in the order they are shown. */
const ITEM_ACTIONS = {
  view: {
    icon: Eye,
    title: "layout.action.view",
    label: "layout.itemAction.view",
    tone: "primary",
  },
  download: {
    icon: Download,
    title: "layout.action.download",
    label: "layout.itemAction.download",
    tone: "neutral",
  },
  edit: {
    icon: Pencil,
    title: "layout.action.edit",
    label: "layout.itemAction.edit",
    tone: "primary",
  },
  delete: {
    icon: Trash2,
    title: "common.action.delete",
    label: "layout.itemAction.delete",
    tone: "danger",
  },
} as const satisfies Record<
  string,
  Pick<IconActionButtonProps, "icon" | "tone"> & { title: MessageId; label: MessageId }
>;

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
  const { t } = useTexts();
  return (
    <div className={className}>
      {children}
      {(Object.keys(ITEM_ACTIONS) as ItemAction[]).map((action) => {
        const onClick = actions[action];
        if (!onClick) return null;
        const { icon, title, label, tone } = ITEM_ACTIONS[action];
        return (
          <IconActionButton
            key={action}
            icon={icon}
            label={t(label, { name: itemName })}
            title={t(title)}
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
