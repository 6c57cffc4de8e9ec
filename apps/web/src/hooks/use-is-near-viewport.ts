import { useEffect, useState } from "react";

const canObserveIntersections = () => typeof IntersectionObserver !== "undefined";

/**
 * Whether the element given to the returned ref has come within `margin` below the viewport;
 * it stays true from then on. Where IntersectionObserver is missing (jsdom, old browsers) it is
 * true at once, so what waits for it is never left out.
 */
export function useIsNearViewport<TElement extends Element>(
  margin = "300px",
): [ref: (element: TElement | null) => void, isNear: boolean] {
  const [element, setElement] = useState<TElement | null>(null);
  const [isNear, setNear] = useState(() => !canObserveIntersections());

  useEffect(() => {
    if (isNear || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear, margin]);

  return [setElement, isNear];
}
