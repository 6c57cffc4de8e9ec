import { useState } from "react";
import { getInitials } from "@/lib/initials";
import { resolveMediaUrl } from "@/lib/media";

const sizeClasses = { md: "size-10 text-sm", lg: "size-14 text-lg" } as const;

/**
 * The participant's photo, else up to two initials ('NA' without a name). Decorative: the name
 * is always written beside it.
 */
export function ParticipantAvatar({
  name,
  imagePath,
  size = "md",
}: {
  name: string | null | undefined;
  imagePath: string | null | undefined;
  size?: keyof typeof sizeClasses;
}) {
  const imageUrl = resolveMediaUrl(imagePath);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const isImageShown = imageUrl !== undefined && imageUrl !== failedUrl;
  return (
    <span
      aria-hidden="true"
      data-testid="participant-avatar"
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 font-semibold text-blue-700 ${sizeClasses[size]}`}
    >
      {isImageShown ? (
        <img
          src={imageUrl}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        getInitials(name)
      )}
    </span>
  );
}
