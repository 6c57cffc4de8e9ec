import type { PublicRegistrationOutcome } from "@events/contract";
import { type ReactNode, useState } from "react";
import { useTexts } from "@/i18n/use-texts";
import { textLinkClasses } from "../../participant-app/shell/styles";
import { LoadingView } from "../../phone-components/load-views";
import { getRegistrationStatus } from "../api/public-api";
import { eventPagePath } from "../paths";
import { isNotFound } from "../shell/messages";
import { PageLayout } from "../shell/page-layout";
import { LoadErrorView, PageHeading } from "../shell/status-views";
import { type Loaded, useLoaded } from "../shell/use-loaded";

export type LinkPageProps = {
  slug: string;
  /** From the address's fragment; undefined when the link came without one. */
  token: string | undefined;
  title: string;
  /** The page's content once the server has said what the link is about. */
  children: (status: Loaded<PublicRegistrationOutcome>, token: string) => ReactNode;
};

/**
 * A page an e-mail's link opens (/e/{slug}/cancel, /e/{slug}/offer): it asks the server what
 * the link's registration is and where it stands before offering anything to do.
 */
export function LinkPage({ slug, token, title, children }: LinkPageProps) {
  const { t } = useTexts();
  const status = useLoaded(
    // Without a token there is nothing to ask: the page says the link is not valid.
    () => (token ? getRegistrationStatus(token) : Promise.reject(new Error("No token"))),
    token ?? "",
  );
  const isInvalid = !token || isNotFound(status.error);
  const heading = isInvalid ? t("public.link.invalidTitle") : title;
  return (
    <PageLayout title={heading}>
      <PageHeading>{heading}</PageHeading>
      {isInvalid ? (
        <p className="mt-3 text-slate-800">{t("public.link.invalidBody")}</p>
      ) : status.data ? (
        <>
          <p className="mt-2 text-lg text-slate-800 [overflow-wrap:anywhere]">
            {status.data.event_name}
          </p>
          {children(status, token)}
        </>
      ) : status.error ? (
        <LoadErrorView error={status.error} onRetry={status.reload} />
      ) : (
        <LoadingView label={t("public.link.loading")} />
      )}
      <p className="mt-8">
        <a href={eventPagePath(slug)} className={textLinkClasses}>
          {t("public.link.eventPage")}
        </a>
      </p>
    </PageLayout>
  );
}

/**
 * A change a link's page makes (cancel, accept, decline): busy while it runs, its refusal
 * shown, the page's status asked again when the server says it has moved on (409). What cannot
 * be undone is asked about first (askToConfirm, then run or keep).
 */
export function useLinkAction(status: Loaded<PublicRegistrationOutcome>) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [isConfirming, setIsConfirming] = useState(false);
  // As the page opens the focus stays at its top; what an action brings takes it.
  const [hasActed, setHasActed] = useState(false);
  async function run(call: () => Promise<PublicRegistrationOutcome>) {
    setHasActed(true);
    setIsBusy(true);
    setError(undefined);
    try {
      status.replace(await call());
    } catch (callError) {
      setError(callError);
      status.reload();
    } finally {
      setIsBusy(false);
    }
  }
  function askToConfirm() {
    setHasActed(true);
    setIsConfirming(true);
  }
  return {
    isBusy,
    error,
    isConfirming,
    hasActed,
    run,
    askToConfirm,
    keep: () => setIsConfirming(false),
  };
}

export type LinkAction = ReturnType<typeof useLinkAction>;
