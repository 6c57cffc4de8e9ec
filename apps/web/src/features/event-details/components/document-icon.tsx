import { File, FileText, FileType, Image, type LucideIcon } from "lucide-react";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { type DocumentIconKind, documentIconKind } from "../utils/document-kind";

const icons: Record<DocumentIconKind, { icon: LucideIcon; label: MessageId; classes: string }> = {
  pdf: { icon: FileText, label: "event-details.fileKind.pdf", classes: "bg-red-50 text-red-600" },
  word: {
    icon: FileType,
    label: "event-details.fileKind.word",
    classes: "bg-blue-50 text-blue-600",
  },
  image: {
    icon: Image,
    label: "event-details.fileKind.image",
    classes: "bg-green-50 text-green-600",
  },
  other: {
    icon: File,
    label: "event-details.fileKind.other",
    classes: "bg-slate-100 text-slate-500",
  },
};

/** The file's kind as an icon, named for screen readers ('PDF document', 'Image', ...). */
export function DocumentIcon({ fileName }: { fileName: string }) {
  const { t } = useTexts();
  const { icon: Icon, label, classes } = icons[documentIconKind(fileName)];
  return (
    <span
      role="img"
      aria-label={t(label)}
      className={`flex size-10 shrink-0 items-center justify-center rounded-md ${classes}`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
