import type { Webhook, WebhooksResponse } from "@events/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { Webhook as WebhookIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CardList } from "@/components/ui/card-list";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert } from "@/components/ui/form-alert";
import { QueryContent } from "@/components/ui/query-content";
import { useTexts } from "@/i18n/use-texts";
import { WebhookItem, type WebhookItemActions } from "./webhook-item";

export type WebhookListProps = {
  query: UseQueryResult<WebhooksResponse>;
  itemActions: WebhookItemActions;
  actionError: string | null;
  /** Each webhook names its event (the system-wide screen). */
  showsEvents: boolean;
  emptyText: string;
  /** The empty state's button: add the first webhook. */
  emptyAction: ReactNode;
};

/** The webhooks as loaded, each with its actions; a failed action says why above them. */
export function WebhookList({
  query,
  itemActions,
  actionError,
  showsEvents,
  emptyText,
  emptyAction,
}: WebhookListProps) {
  const { t } = useTexts();
  return (
    <div className="flex flex-col gap-3">
      {actionError ? <FormAlert>{actionError}</FormAlert> : null}
      <QueryContent
        query={query}
        loadingLabel={t("webhooks.list.loading")}
        errorTitle={t("webhooks.list.failed")}
        isEmpty={({ webhooks }) => webhooks.length === 0}
        empty={
          <EmptyState
            icon={WebhookIcon}
            title={t("webhooks.list.empty")}
            text={emptyText}
            action={emptyAction}
          />
        }
      >
        {({ webhooks }) => (
          <CardList label={t("webhooks.list.label")}>
            {webhooks.map((webhook: Webhook) => (
              <WebhookItem
                key={webhook.id}
                webhook={webhook}
                showsEvent={showsEvents}
                {...itemActions}
              />
            ))}
          </CardList>
        )}
      </QueryContent>
    </div>
  );
}
