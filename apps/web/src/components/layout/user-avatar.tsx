import { useState } from "react";
import { resolveMediaUrl } from "@/lib/media";
import { getAvatarInitial } from "@/lib/user-display";

export function UserAvatar({
  name,
  imagePath,
  alt,
}: {
  name: string | null | undefined;
  imagePath: string | null | undefined;
  /**
   * The picture's text alternative. Without it the avatar is decorative, for places where the
   * name is written beside it (the top bar).
   */
  alt?: string;
}) {
  const imageUrl = resolveMediaUrl(imagePath);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const isImageShown = imageUrl !== undefined && imageUrl !== failedUrl;
  const isDecorative = alt === undefined || !isImageShown;

  return (
    <span
      aria-hidden={isDecorative ? "true" : undefined}
      className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-600 text-sm font-semibold text-white"
    >
      {isImageShown ? (
        <img
          src={imageUrl}
          alt={alt ?? ""}
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        getAvatarInitial(name)
      )}
    </span>
  );
}
