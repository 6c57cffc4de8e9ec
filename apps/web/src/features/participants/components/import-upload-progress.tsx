import { useTexts } from "@/i18n/use-texts";

/** The progress of an upload, as a bar and in words. */
export function ImportUploadProgress({ percent, label }: { percent: number; label: string }) {
  const { t } = useTexts();
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <progress
        aria-label={t("participants.import.uploadProgress")}
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-blue-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-600"
        max={100}
        value={percent}
      />
      <p className="text-sm text-slate-600">{label}</p>
    </div>
  );
}
