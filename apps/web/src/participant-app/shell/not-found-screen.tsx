import { appPaths } from "../paths";
import { Link } from "../router/router";
import { ScreenLayout } from "./screen-layout";
import { textLinkClasses } from "./styles";

export function NotFoundScreen() {
  return (
    <ScreenLayout title="Page not found">
      <p className="mt-4 text-slate-700">There is nothing at this address.</p>
      <p className="mt-4">
        <Link href={appPaths.myEvents} className={textLinkClasses}>
          Go to my events
        </Link>
      </p>
    </ScreenLayout>
  );
}
