import { Link } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";

export function AreaPageNotFound({
  title,
  homePath,
  homeLabel,
}: {
  /** The page's title: a message key, read once the area's texts are in, or a text. */
  title: MessageId | { text: string };
  homePath: string;
  homeLabel?: string;
}) {
  const { t } = useTexts();
  return (
    <section>
      <PageHeader title={typeof title === "string" ? t(title) : title.text} />
      <p className="text-sm text-slate-600">
        {t("layout.notFound.text")}{" "}
        <Link
          to={homePath}
          className="font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {homeLabel ?? t("layout.notFound.goToDashboard")}
        </Link>
      </p>
    </section>
  );
}
