import { type DragEvent, type ReactNode, useRef, useState } from "react";

export type DropZoneProps = {
  /** Told the first file dropped; never while the zone is disabled. */
  onDropFile: (file: File) => void;
  isDisabled?: boolean;
  /**
   * The element: a fieldset names the zone with a legend (`label`); a label (`htmlFor`) lets a
   * click anywhere in the zone open the file chooser; a div only adds dropping beside the input.
   */
  as?: "div" | "fieldset" | "label";
  /** The fieldset's name for screen readers. */
  label?: string;
  /** The file input a click on a label zone opens. */
  htmlFor?: string;
  /** Spacing and focus styles of this zone; the dashed border is the zone's own. */
  className?: string;
  /** The border and background while nothing is dragged over it. */
  idleClassName?: string;
  /** What is added to the blue highlight while a file is dragged over it. */
  draggingClassName?: string;
  children: ReactNode | ((isDragging: boolean) => ReactNode);
};

/**
 * A dashed area a file can be dropped on. Dropping is a pointer-only extra: each zone holds a
 * file input (or a button that opens one) that the keyboard reaches as usual.
 */
export function DropZone({
  onDropFile,
  isDisabled = false,
  as = "div",
  label,
  htmlFor,
  className = "",
  idleClassName = "border-slate-300 bg-slate-50",
  draggingClassName = "",
  children,
}: DropZoneProps) {
  const dragDepth = useRef(0);
  const [isDragging, setIsDragging] = useState(false);

  const handlers = {
    onDragEnter(event: DragEvent<HTMLElement>) {
      event.preventDefault();
      if (isDisabled) return;
      dragDepth.current += 1;
      setIsDragging(true);
    },
    onDragOver(event: DragEvent<HTMLElement>) {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = isDisabled ? "none" : "copy";
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      event.preventDefault();
      // Entering a child fires dragleave on the parent; count so the highlight does not flicker.
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setIsDragging(false);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      event.preventDefault();
      dragDepth.current = 0;
      setIsDragging(false);
      const file = event.dataTransfer?.files?.[0];
      if (file && !isDisabled) onDropFile(file);
    },
  };
  const zoneClassName = `flex flex-col items-center rounded-lg border-2 border-dashed text-center ${className} ${
    isDragging ? `border-blue-500 bg-blue-50 ${draggingClassName}` : idleClassName
  }`;
  const content = typeof children === "function" ? children(isDragging) : children;

  if (as === "fieldset") {
    return (
      <fieldset
        data-dragging={isDragging || undefined}
        className={`min-w-0 ${zoneClassName}`}
        {...handlers}
      >
        <legend className="sr-only">{label}</legend>
        {content}
      </fieldset>
    );
  }
  if (as === "label") {
    return (
      <label
        htmlFor={htmlFor}
        data-dragging={isDragging || undefined}
        className={`cursor-pointer ${zoneClassName}`}
        {...handlers}
      >
        {content}
      </label>
    );
  }
  return (
    <div data-dragging={isDragging || undefined} className={zoneClassName} {...handlers}>
      {content}
    </div>
  );
}
