import { Bookmark, Heart, type LucideIcon, Share2 } from "lucide-react";
import { useState } from "react";
import { useTexts } from "@/i18n/use-texts";
import { showErrorToast, showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import {
  getBrowserShareCapabilities,
  type ShareCapabilities,
  shareEventLink,
} from "../utils/share-event";

const reactionClasses =
  "inline-flex size-10 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/** A round button that stays pressed until pressed again, its icon filled while it is. */
function ReactionToggle({
  label,
  icon: Icon,
  pressedClasses,
}: {
  label: string;
  icon: LucideIcon;
  /** Its colours while pressed. */
  pressedClasses: string;
}) {
  const [isPressed, setIsPressed] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={isPressed}
      title={label}
      onClick={() => setIsPressed((pressed) => !pressed)}
      className={`${reactionClasses} ${
        isPressed
          ? pressedClasses
          : "border-slate-300 bg-white text-slate-600 hover:bg-slate-50 hover:text-slate-900"
      }`}
    >
      <Icon aria-hidden="true" className="size-5" fill={isPressed ? "currentColor" : "none"} />
    </button>
  );
}

export type EventReactionsProps = {
  eventName: string;
  /** The link shared; the page's own address by default. */
  getShareUrl?: () => string;
  /** The browser's share sheet and clipboard by default. */
  getShareCapabilities?: () => ShareCapabilities;
};

/** Like and save are local toggles only (nothing is stored); share sends the page's link. */
export function EventReactions({
  eventName,
  getShareUrl = () => window.location.href,
  getShareCapabilities = getBrowserShareCapabilities,
}: EventReactionsProps) {
  const { t } = useTexts();
  const [isSharing, setIsSharing] = useState(false);

  async function handleShare() {
    setIsSharing(true);
    try {
      const outcome = await shareEventLink(
        { title: eventName, url: getShareUrl() },
        getShareCapabilities(),
      );
      if (outcome === "shared")
        showSuccessToast(t("event-details.reactions.shared"), {
          autoCloseMs: TOAST_CLOSE_MS.admin,
        });
      else if (outcome === "copied")
        showSuccessToast(t("event-details.reactions.linkCopied"), {
          autoCloseMs: TOAST_CLOSE_MS.admin,
        });
      else if (outcome === "copy-failed")
        showErrorToast(t("event-details.reactions.copyFailed"), {
          autoCloseMs: TOAST_CLOSE_MS.admin,
        });
    } finally {
      setIsSharing(false);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <ReactionToggle
        label={t("event-details.reactions.like")}
        icon={Heart}
        pressedClasses="border-red-200 bg-red-50 text-red-600"
      />
      <ReactionToggle
        label={t("event-details.reactions.save")}
        icon={Bookmark}
        pressedClasses="border-blue-200 bg-blue-50 text-blue-600"
      />
      <button
        type="button"
        title={t("event-details.reactions.share")}
        onClick={handleShare}
        disabled={isSharing}
        className="inline-flex h-10 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:text-slate-400"
      >
        <Share2 aria-hidden="true" className="size-4" />
        {t("event-details.reactions.share")}
      </button>
    </div>
  );
}
