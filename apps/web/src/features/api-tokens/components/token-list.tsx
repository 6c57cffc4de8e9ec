import type { ApiToken } from "@events/contract";
import { Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CardList, CardListItem, CardRemoveButton } from "@/components/ui/card-list";
import { LabelledDetail } from "@/components/ui/labelled-detail";
import { MomentTime } from "@/components/ui/moment-time";
import { useTexts } from "@/i18n/use-texts";
import { formatMomentInZone } from "@/lib/format-moment";

export type TokenListProps = {
  tokens: readonly ApiToken[];
  /** The zone the times are shown in: the browser's own. */
  timeZone: string;
  /** When the list was read: a token past its expiry then is marked Expired. */
  now: Date;
  onRevoke: (token: ApiToken) => void;
};

function EventsText({ events }: { events: ApiToken["events"] }) {
  const { t, language } = useTexts();
  if (events === null) return t("api-tokens.events.all");
  if (events.length === 0) return t("api-tokens.list.noEventsLeft");
  // A plain list, as English writes it today ('Spring Gala, Harbour Conference'), not 'A and B'.
  return new Intl.ListFormat(language, { type: "unit" }).format(
    events.map((event) => event.event_name),
  );
}

function LastUse({ token, timeZone }: { token: ApiToken; timeZone: string }) {
  const { t } = useTexts();
  if (token.last_used_at === null) return t("api-tokens.list.neverUsed");
  const moment = formatMomentInZone(token.last_used_at, timeZone);
  return (
    <time dateTime={token.last_used_at}>
      {token.last_used_ip
        ? t("api-tokens.list.usedFrom", { moment, address: token.last_used_ip })
        : moment}
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
  const { t } = useTexts();
  return (
    <CardListItem
      name={token.name}
      badges={
        isExpired(token, now) ? <Badge tone="red">{t("api-tokens.list.expired")}</Badge> : null
      }
      detail={<code className="text-sm text-slate-600">{token.shown}…</code>}
      actions={
        <CardRemoveButton
          icon={Trash2}
          label={t("api-tokens.revoke.named", { name: token.name })}
          onClick={() => onRevoke(token)}
        >
          {t("api-tokens.revoke.button")}
        </CardRemoveButton>
      }
    >
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <LabelledDetail label={t("api-tokens.list.scopes")}>
          <span className="flex flex-wrap gap-1">
            {token.scopes.map((scope) => (
              <Badge key={scope} tone={scope.endsWith(":write") ? "blue" : "gray"}>
                {scope}
              </Badge>
            ))}
          </span>
        </LabelledDetail>
        <LabelledDetail label={t("api-tokens.list.events")}>
          <EventsText events={token.events} />
        </LabelledDetail>
        <LabelledDetail label={t("api-tokens.list.created")}>
          <MomentTime moment={token.created_at} timeZone={timeZone} />
        </LabelledDetail>
        <LabelledDetail label={t("api-tokens.list.expires")}>
          <MomentTime
            moment={token.expires_at}
            timeZone={timeZone}
            whenNone={t("api-tokens.list.never")}
          />
        </LabelledDetail>
        <LabelledDetail label={t("api-tokens.list.lastUsed")}>
          <LastUse token={token} timeZone={timeZone} />
        </LabelledDetail>
      </dl>
    </CardListItem>
  );
}

/** The admin's tokens, newest first, each with what it reaches, its life and its last use. */
export function TokenList({ tokens, ...itemProps }: TokenListProps) {
  const { t } = useTexts();
  return (
    <CardList label={t("api-tokens.list.label")}>
      {tokens.map((token) => (
        <TokenItem key={token.id} token={token} {...itemProps} />
      ))}
    </CardList>
  );
}
