import type { LucideIcon } from "lucide-react";
import { CircleAlert, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useTexts } from "@/i18n/use-texts";
import { primaryLinkClasses } from "./link-classes";

/** A whole-page state; its title is the page's heading. */
function DetailsMessage({
  icon: Icon,
  iconClasses,
  title,
  text,
  isAlert = false,
  action,
}: {
  icon: LucideIcon;
  iconClasses: string;
  title: string;
  text: string;
  isAlert?: boolean;
  action: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-12 text-center shadow-sm">
      <span className={`flex size-12 items-center justify-center rounded-full ${iconClasses}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p
        role={isAlert ? "alert" : undefined}
        className="max-w-md text-sm break-words text-slate-600"
      >
        {text}
      </p>
      <div className="mt-2">{action}</div>
    </section>
  );
}

export function EventNotFound({ eventsPath }: { eventsPath: string }) {
  const { t } = useTexts();
  return (
    <DetailsMessage
      icon={SearchX}
      iconClasses="bg-slate-100 text-slate-500"
      title={t("event-details.screen.notFoundTitle")}
      text={t("event-details.screen.notFoundText")}
      action={
        <Link to={eventsPath} className={primaryLinkClasses}>
          {t("event-details.screen.backToEvents")}
        </Link>
      }
    />
  );
}

/** 'Go Back' returns to the previous page, or to the events list when the page was opened first. */
export function EventLoadError({ message, eventsPath }: { message: string; eventsPath: string }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  // React Router gives the first entry of a session the key 'default'.
  const hasPreviousPage = useLocation().key !== "default";
  return (
    <DetailsMessage
      icon={CircleAlert}
      iconClasses="bg-red-50 text-red-600"
      title={t("event-details.screen.errorTitle")}
      text={message}
      isAlert
      action={
        <Button
          variant="secondary"
          onClick={() => (hasPreviousPage ? navigate(-1) : navigate(eventsPath))}
        >
          {t("event-details.screen.goBack")}
        </Button>
      }
    />
  );
}
