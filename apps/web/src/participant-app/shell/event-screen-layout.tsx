import type { ReactNode } from "react";
import { useTexts } from "@/i18n/use-texts";
import { appPaths } from "../paths";
import { EventTabs } from "./event-tabs";
import type { ShownData } from "./offline-banner";
import { ScreenLayout } from "./screen-layout";

/** An event's screens (its page, agenda, ticket): back to the events, and the event's tabs. */
export function EventScreenLayout({
  eventId,
  title,
  subtitle,
  shown,
  children,
}: {
  eventId: string;
  title: string;
  subtitle?: string;
  shown: ShownData;
  children: ReactNode;
}) {
  const { t } = useTexts();
  return (
    <ScreenLayout
      title={title}
      subtitle={subtitle}
      back={{ href: appPaths.myEvents, label: t("app.sections.myEvents") }}
      shown={shown}
      navigation={<EventTabs eventId={eventId} />}
    >
      {children}
    </ScreenLayout>
  );
}
