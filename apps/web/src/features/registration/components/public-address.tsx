import { SLUG_PATTERN } from "@events/contract";
import { Copy, ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyFailedAlert } from "@/components/ui/copy-field";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { useCopyText } from "@/hooks/use-copy-text";
import { useRegistrationTexts } from "../messages";

/** The page's full address for a slug as typed, or null while the slug is not a valid one. */
export function getPublicAddress(slug: string, origin: string): string | null {
  const cleaned = slug.trim().toLowerCase();
  return SLUG_PATTERN.test(cleaned) ? `${origin}/e/${cleaned}` : null;
}

/** The public page's address for the slug being typed, to copy or open. */
export function PublicAddress({ slug }: { slug: string }) {
  const texts = useRegistrationTexts();
  const address = getPublicAddress(slug, window.location.origin);
  const { copyText, getCopyState } = useCopyText();
  if (!address) return null;
  const copyState = getCopyState(address);

  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-slate-700">{texts.publicAddress}</p>
      <div className="flex flex-wrap items-center gap-2">
        <NewTabLink
          href={address}
          className="inline-flex min-w-0 items-center gap-1 text-sm break-all text-blue-600 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {address}
          <span className="sr-only"> {texts.opensInNewTab}</span>
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
        </NewTabLink>
        <Button variant="secondary" size="sm" onClick={() => void copyText(address)}>
          <Copy aria-hidden="true" className="size-4" />
          {texts.copyAddress}
        </Button>
        <span role="status" className="text-sm text-slate-600">
          {copyState === "copied" ? texts.addressCopied : null}
        </span>
      </div>
      <CopyFailedAlert copyState={copyState} text={texts.copyFailed} />
    </div>
  );
}
