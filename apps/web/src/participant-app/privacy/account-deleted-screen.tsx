import { ME_PROFILE_MESSAGES } from "@events/contract";
import { appPaths } from "../paths";
import { Link } from "../router/router";
import { PublicLayout } from "../shell/public-layout";
import { textLinkClasses } from "../shell/styles";

/** After the person deleted their account: nothing of theirs is left here or on the server. */
export function AccountDeletedScreen() {
  return (
    <PublicLayout title="Goodbye">
      <p role="status" className="mt-4 text-lg text-slate-900">
        {ME_PROFILE_MESSAGES.accountDeleted}.
      </p>
      <p className="mt-4 text-slate-700">
        This device has forgotten you too. If an organiser adds you to an event again, you can sign
        in with your e-mail address.
      </p>
      <p className="mt-6">
        <Link href={appPaths.signIn} className={textLinkClasses}>
          Go to sign-in
        </Link>
      </p>
    </PublicLayout>
  );
}

export default AccountDeletedScreen;
