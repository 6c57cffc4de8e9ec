import { useState } from "react";
import { resolveMediaUrl } from "@/lib/media";
import { getAvatarInitial } from "@/lib/user-display";

export function UserAvatar({
  name,
  imagePath,
}: {
  name: string | null | undefined;
  imagePath: string | null | undefined;
}) {
  const imageUrl = resolveMediaUrl(imagePath);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const isImageShown = imageUrl !== undefined && imageUrl !== failedUrl;

  // The name is written beside the avatar, so the picture itself is decorative.
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-600 text-sm font-semibold text-white"
    >
      {isImageShown ? (
        <img
          src={imageUrl}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        getAvatarInitial(name)
      )}
    </span>
  );
}
