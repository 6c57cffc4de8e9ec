import { useTexts } from "@/i18n/use-texts";
import { appPaths } from "../paths";
import { Link } from "../router/router";
import { ScreenLayout } from "./screen-layout";
import { textLinkClasses } from "./styles";

export function NotFoundScreen() {
  const { t } = useTexts();
  return (
    <ScreenLayout title={t("app.notFound.title")}>
      <p className="mt-4 text-slate-700">{t("app.notFound.text")}</p>
      <p className="mt-4">
        <Link href={appPaths.myEvents} className={textLinkClasses}>
          {t("app.notFound.myEvents")}
        </Link>
      </p>
    </ScreenLayout>
  );
}
