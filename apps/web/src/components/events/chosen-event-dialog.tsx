import type { Event } from "@events/contract";
import { Fragment, type ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";

export type ChosenEventDialogProps = {
  /** The chosen event; null keeps the dialog closed. */
  event: Event | null;
  onClose: () => void;
  /** The title for the event's name, e.g. 'Sessions for {name}'. */
  title: (eventName: string) => string;
  /** Shown above the event's content, e.g. the screen's banner. */
  header?: ReactNode;
  /** The event's content. */
  children: (event: Event) => ReactNode;
};

/** A large dialog about the event chosen on a screen, open while one is chosen. */
export function ChosenEventDialog({
  event,
  onClose,
  title,
  header,
  children,
}: ChosenEventDialogProps) {
  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title(event?.event_name ?? "")}
      size="lg"
    >
      {header}
      {/* Keyed by the event, so nothing of another event's content stays behind. */}
      {event ? <Fragment key={event.id}>{children(event)}</Fragment> : null}
    </Dialog>
  );
}
