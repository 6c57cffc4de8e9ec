import { type ReactNode, useState } from "react";
import { resolveMediaUrl } from "@/lib/media";

/** A stored image that gives way to the fallback when it is missing or fails to load. */
export function MediaImage({
  path,
  alt,
  className,
  fallback,
}: {
  path: string | null | undefined;
  alt: string;
  className: string;
  fallback: ReactNode;
}) {
  const url = resolveMediaUrl(path);
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!url || url === failedUrl) return fallback;
  return <img src={url} alt={alt} className={className} onError={() => setFailedUrl(url)} />;
}
