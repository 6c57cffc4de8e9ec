import type { ApiToken } from "@events/contract";
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatMomentInZone } from "@/lib/format-moment";
import { apiTokensTexts } from "../messages";

export type TokenListProps = {
  tokens: readonly ApiToken[];
  /** The zone the times are shown in: the browser's own. */
  timeZone: string;
  /** When the list was read: a token past its expiry then is marked Expired. */
  now: Date;
  onRevoke: (token: ApiToken) => void;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

function TimeText({ moment, timeZone }: { moment: string; timeZone: string }) {
  return <time dateTime={moment}>{formatMomentInZone(moment, timeZone)}</time>;
}

function EventsText({ events }: { events: ApiToken["events"] }) {
  if (events === null) return apiTokensTexts.allEvents;
  if (events.length === 0) return apiTokensTexts.noEventsLeft;
  return events.map((event) => event.event_name).join(", ");
}

function LastUse({ token, timeZone }: { token: ApiToken; timeZone: string }) {
  if (token.last_used_at === null) return apiTokensTexts.neverUsed;
  const moment = formatMomentInZone(token.last_used_at, timeZone);
  return (
    <time dateTime={token.last_used_at}>
      {token.last_used_ip ? apiTokensTexts.usedFrom(moment, token.last_used_ip) : moment}
    </time>
  );
}

function isExpired(token: ApiToken, now: Date): boolean {
  return token.expires_at !== null && new Date(token.expires_at) <= now;
}

function TokenItem({
  token,
  timeZone,
  now,
  onRevoke,
}: Omit<TokenListProps, "tokens"> & { token: ApiToken }) {
  return (
    <li
      aria-label={token.name}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold break-words text-slate-900">{token.name}</h3>
            {isExpired(token, now) ? <Badge tone="red">{apiTokensTexts.expired}</Badge> : null}
          </div>
          <code className="text-sm text-slate-600">{token.shown}…</code>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          aria-label={apiTokensTexts.revokeNamed(token.name)}
          onClick={() => onRevoke(token)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {apiTokensTexts.revoke}
        </Button>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label={apiTokensTexts.scopesLabel}>
          <span className="flex flex-wrap gap-1">
            {token.scopes.map((scope) => (
              <Badge key={scope} tone={scope.endsWith(":write") ? "blue" : "gray"}>
                {scope}
              </Badge>
            ))}
          </span>
        </Detail>
        <Detail label={apiTokensTexts.eventsLabel}>
          <EventsText events={token.events} />
        </Detail>
        <Detail label={apiTokensTexts.createdLabel}>
          <TimeText moment={token.created_at} timeZone={timeZone} />
        </Detail>
        <Detail label={apiTokensTexts.expiresLabel}>
          {token.expires_at === null ? (
            apiTokensTexts.never
          ) : (
            <TimeText moment={token.expires_at} timeZone={timeZone} />
          )}
        </Detail>
        <Detail label={apiTokensTexts.lastUsedLabel}>
          <LastUse token={token} timeZone={timeZone} />
        </Detail>
      </dl>
    </li>
  );
}

/** The admin's tokens, newest first, each with what it reaches, its life and its last use. */
export function TokenList({ tokens, ...itemProps }: TokenListProps) {
  return (
    <ul aria-label={apiTokensTexts.listLabel} className="flex flex-col gap-3">
      {tokens.map((token) => (
        <TokenItem key={token.id} token={token} {...itemProps} />
      ))}
    </ul>
  );
}
