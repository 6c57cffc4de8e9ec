import type { LoginRequest } from "@events/contract";
import { type ChangeEvent, type FormEvent, type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useTexts } from "@/i18n/use-texts";
import { preloadToasts } from "@/lib/toast";
import { paths } from "@/paths";
import type { checkLogin, LoginErrors, LoginField } from "../utils/check-login";

export type LoginFormProps = {
  onSubmit: (credentials: LoginRequest) => Promise<void> | void;
  isLoading: boolean;
  /** Another way in, under the Login button (a passkey). */
  otherSignIn?: ReactNode;
};

// The contract's rule needs zod, the largest library after React. It is fetched when the user
// reaches the form rather than with the page, so the sign-in page stays within its script
// budget; a submit waits for it if it has not arrived yet. The sign-in answers with
// toasts, so their library comes along.
function loadLoginCheck() {
  return import("../utils/check-login");
}

const secondaryLinkClasses =
  "text-slate-600 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600";

function prepareSignIn() {
  loadLoginCheck().catch(() => {
    // A submit loads it again and, failing, leaves the rule to the server.
  });
  preloadToasts();
}

/**
 * The first screen of every visit, so it behaves like the app's react-hook-form forms
 * (checked on submit, each field again as it changes once submitted, focus on the first
 * field in error) without loading that library: the sign-in page has a script budget.
 */
export function LoginForm({ onSubmit, isLoading, otherSignIn }: LoginFormProps) {
  const { t } = useTexts();
  const [values, setValues] = useState<LoginRequest>({ email: "", password: "" });
  const [errors, setErrors] = useState<LoginErrors>({});
  // Set by the first submit: from then on each field is checked again as it changes.
  const recheckRef = useRef<typeof checkLogin | null>(null);
  const fieldRefs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const isSubmitDisabled = isLoading || values.email.trim() === "" || values.password === "";

  /** What a field's TextField is bound to: its value, its error, its change and its ref. */
  function bindField(field: LoginField) {
    return {
      ref: fieldRefs[field],
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const nextValues = { ...values, [field]: event.target.value };
        setValues(nextValues);
        const recheck = recheckRef.current;
        if (recheck) {
          const fieldError = recheck(nextValues).errors?.[field];
          setErrors((current) => ({ ...current, [field]: fieldError }));
        }
      },
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checkLogin = await loadLoginCheck().then(
      (module) => module.checkLogin,
      () => null,
    );
    if (!checkLogin) {
      // The rule could not be fetched (offline): the server applies the same rule and answers.
      await onSubmit(values);
      return;
    }
    recheckRef.current = checkLogin;
    const check = checkLogin(values);
    setErrors(check.errors ?? {});
    if (check.errors) {
      fieldRefs[check.errors.email ? "email" : "password"].current?.focus();
      return;
    }
    await onSubmit(check.credentials);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onFocus={prepareSignIn}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t("sign-in.login.email")}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...bindField("email")}
      />
      <TextField
        label={t("sign-in.login.password")}
        type="password"
        autoComplete="current-password"
        {...bindField("password")}
      />
      <div className="flex justify-end">
        {/* The specification's 'Forgot Password' link leads nowhere yet. */}
        <Button variant="link">{t("sign-in.login.forgotPassword")}</Button>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitDisabled} className="w-full">
        {isLoading ? t("sign-in.login.submitting") : t("sign-in.login.submit")}
      </Button>
      {otherSignIn}
      <p className="text-center text-sm text-slate-600">
        {t("sign-in.login.newHere")}{" "}
        <Link
          to={paths.register}
          className="font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {t("sign-in.login.getStarted")}
        </Link>
      </p>
      <nav
        aria-label={t("sign-in.login.moreOptions")}
        className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-t border-slate-200 pt-4 text-sm"
      >
        <Link to={paths.adminLogin} className={secondaryLinkClasses}>
          {t("sign-in.login.adminLogin")}
        </Link>
        <Link to={paths.privacyPolicy} className={secondaryLinkClasses}>
          {t("sign-in.login.privacyPolicy")}
        </Link>
      </nav>
    </form>
  );
}
