import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { useTexts } from "@/i18n/use-texts";
import { useModalContentProps } from "./use-modal-content-props";

type DialogSize = "sm" | "md" | "lg" | "xl";

const sizeClasses: Record<DialogSize, string> = {
  sm: "max-w-sm",
  md: "max-w-lg",
  lg: "max-w-2xl",
  /** For a table of several columns, such as an import's preview. */
  xl: "max-w-5xl",
};

export type DialogProps = {
  open: boolean;
  /** Called with false on Escape, on the Close button and on a click outside. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: DialogSize;
  children: ReactNode;
};

/**
 * A modal dialog: its title is its accessible name, focus stays inside while it is open and
 * returns to the control that opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = "md",
  children,
}: DialogProps) {
  const { t } = useTexts();
  const contentProps = useModalContentProps(Boolean(description));

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          {...contentProps}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl focus:outline-none ${sizeClasses[size]}`}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6 sm:py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              aria-label={t("common.action.close")}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
