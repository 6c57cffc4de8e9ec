import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTexts } from "@/i18n/use-texts";

/** Banners on the participants screen clear by themselves after 5 s (spec doc 2 §4, §9). */
export const BANNER_DURATION_MS = 5000;

export type Banner = { tone: "success" | "error"; message: string };

export type BannerControls = {
  banner: Banner | null;
  showSuccess: (message: string) => void;
  showError: (message: string) => void;
  dismiss: () => void;
};

/** The screen's one banner; a new one replaces the last and restarts the 5 s. */
export function useBanner(durationMs: number = BANNER_DURATION_MS): BannerControls {
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), durationMs);
    return () => clearTimeout(timer);
  }, [banner, durationMs]);

  const showSuccess = useCallback((message: string) => setBanner({ tone: "success", message }), []);
  const showError = useCallback((message: string) => setBanner({ tone: "error", message }), []);
  const dismiss = useCallback(() => setBanner(null), []);
  return useMemo(
    () => ({ banner, showSuccess, showError, dismiss }),
    [banner, showSuccess, showError, dismiss],
  );
}

/** Green (read politely) for a success, red (read at once) for a failure. */
export function StatusBanner({
  banner,
  onDismiss,
}: {
  banner: Banner | null;
  onDismiss?: () => void;
}) {
  const { t } = useTexts();
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The banner sits above the forms; a long list may have scrolled it out of sight.
    if (banner) bannerRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [banner]);

  if (!banner) return null;
  const isSuccess = banner.tone === "success";
  const Icon = isSuccess ? CircleCheck : CircleAlert;
  return (
    <div
      ref={bannerRef}
      role={isSuccess ? "status" : "alert"}
      className={`mb-4 flex items-start gap-2 rounded-md border px-3 py-2 text-sm ${
        isSuccess
          ? "border-green-200 bg-green-50 text-green-800"
          : "border-red-200 bg-red-50 text-red-700"
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{banner.message}</p>
      {onDismiss ? (
        <button
          type="button"
          aria-label={t("participants.banner.dismiss")}
          onClick={onDismiss}
          className="-my-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
