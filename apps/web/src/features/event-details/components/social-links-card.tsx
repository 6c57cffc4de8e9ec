import type { Event } from "@events/contract";
import { Camera, Globe, Play, Share2, X } from "lucide-react";
import type { ReactNode } from "react";
import { NewTabLink } from "@/components/ui/new-tab-link";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { getSafeExternalUrl } from "../utils/event-display";
import { DetailsCard } from "./details-card";

type SocialLinks = Pick<
  Event,
  "facebook_link" | "x_link" | "youtube_link" | "instagram_link" | "website_link"
>;

type SocialNetwork = {
  field: keyof SocialLinks;
  label: MessageId;
  mark: ReactNode;
  markClasses: string;
};

// lucide has no brand logos; each network is shown by its colour and a plain mark.
const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  {
    field: "facebook_link",
    label: "event-details.social.facebook",
    mark: <span className="text-base leading-none font-bold">f</span>,
    markClasses: "bg-[#1877F2] text-white",
  },
  {
    field: "x_link",
    label: "event-details.social.x",
    mark: <X className="size-4" strokeWidth={3} />,
    markClasses: "bg-black text-white",
  },
  {
    field: "youtube_link",
    label: "event-details.social.youtube",
    mark: <Play className="size-4" fill="currentColor" />,
    markClasses: "bg-[#FF0000] text-white",
  },
  {
    field: "instagram_link",
    label: "event-details.social.instagram",
    mark: <Camera className="size-4" />,
    markClasses: "bg-gradient-to-br from-[#F58529] via-[#DD2A7B] to-[#8134AF] text-white",
  },
  {
    field: "website_link",
    label: "event-details.social.website",
    mark: <Globe className="size-4" />,
    markClasses: "bg-slate-700 text-white",
  },
];

export function SocialLinksCard({ links }: { links: SocialLinks }) {
  const { t } = useTexts();
  const available = SOCIAL_NETWORKS.flatMap((network) => {
    const url = getSafeExternalUrl(links[network.field]);
    return url ? [{ ...network, url }] : [];
  });

  return (
    <DetailsCard title={t("event-details.social.title")} icon={Share2}>
      {available.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {available.map((network) => (
            <li key={network.field}>
              <NewTabLink
                href={network.url}
                className="flex items-center gap-3 rounded-md p-1.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              >
                <span
                  aria-hidden="true"
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full ${network.markClasses}`}
                >
                  {network.mark}
                </span>
                {t(network.label)}
                <span className="sr-only">{` ${t("event-details.social.opensInNewTab")}`}</span>
              </NewTabLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{t("event-details.social.none")}</p>
      )}
    </DetailsCard>
  );
}
