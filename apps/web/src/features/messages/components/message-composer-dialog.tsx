import { Suspense, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { LoadingState } from "@/components/ui/loading-state";
import { useTexts } from "@/i18n/use-texts";
import { lazyNamed } from "@/lib/lazy-named";
import { NEW_MESSAGE_VALUES, TICKET_MESSAGE_VALUES } from "../utils/message-form";

// The composer brings the form library and the contract's schemas: the event's page, which shows
// the messages card below its own cards, loads them only when a composer first opens.
const MessageComposer = lazyNamed(() => import("./message-composer"), "MessageComposer");

/** A blank message, or the tickets: the same composer with the ticket template in it. */
export type ComposerKind = "message" | "tickets";

export type MessageComposerDialogProps = {
  eventId: string;
  /** Which composer is open; null when none is. */
  kind: ComposerKind | null;
  onClose: () => void;
};

export function MessageComposerDialog({ eventId, kind, onClose }: MessageComposerDialogProps) {
  const { t } = useTexts();
  const [isSending, setIsSending] = useState(false);
  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(open) => {
        // Closing mid-send would lose the server's answer (and any refusal to show).
        if (!open && !isSending) onClose();
      }}
      title={kind === "tickets" ? t("messages.card.sendTickets") : t("messages.card.newMessage")}
      size="lg"
    >
      <Suspense fallback={<LoadingState />}>
        {kind ? (
          <MessageComposer
            key={kind}
            eventId={eventId}
            initialValues={kind === "tickets" ? TICKET_MESSAGE_VALUES : NEW_MESSAGE_VALUES}
            onSent={onClose}
            onCancel={onClose}
            onBusyChange={setIsSending}
          />
        ) : null}
      </Suspense>
    </Dialog>
  );
}
