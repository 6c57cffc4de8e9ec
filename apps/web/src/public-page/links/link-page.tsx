import type { PublicRegistrationOutcome } from "@events/contract";
import { type ReactNode, useState } from "react";
import { textLinkClasses } from "../../participant-app/shell/styles";
import { LoadingView } from "../../phone-components/load-views";
import { getRegistrationStatus } from "../api/public-api";
import { eventPagePath } from "../paths";
import { isNotFound } from "../shell/messages";
import { PageLayout } from "../shell/page-layout";
import { LoadErrorView, PageHeading } from "../shell/status-views";
import { type Loaded, useLoaded } from "../shell/use-loaded";

export const LINK_INVALID_TITLE = "This link is not valid";

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
  const status = useLoaded(
    () => (token ? getRegistrationStatus(token) : Promise.reject(new Error(LINK_INVALID_TITLE))),
    token ?? "",
  );
  const isInvalid = !token || isNotFound(status.error);
  return (
    <PageLayout title={isInvalid ? LINK_INVALID_TITLE : title}>
      <PageHeading>{isInvalid ? LINK_INVALID_TITLE : title}</PageHeading>
      {isInvalid ? (
        <p className="mt-3 text-slate-800">
          Open the link from the e-mail again, whole. If it still does not work, the registration it
          was for no longer exists.
        </p>
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
        <LoadingView label="Loading your registration…" />
      )}
      <p className="mt-8">
        <a href={eventPagePath(slug)} className={textLinkClasses}>
          The event's page
        </a>
      </p>
    </PageLayout>
  );
}

/**
 * A change a link's page makes (cancel, accept, decline): busy while it runs, its refusal
 * shown, the page's status asked again when the server says it has moved on (409).
 */
export function useLinkAction(status: Loaded<PublicRegistrationOutcome>) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  async function run(call: () => Promise<PublicRegistrationOutcome>) {
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
  return { isBusy, error, run };
}
