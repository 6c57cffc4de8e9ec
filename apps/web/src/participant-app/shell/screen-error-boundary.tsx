import { Component, type ReactNode } from "react";
import { t } from "@/i18n/i18n";
import { primaryButtonClasses } from "./styles";

type State = { hasFailed: boolean };

/**
 * A screen whose code could not be fetched (no network and not saved yet) or that failed while
 * drawing: a message and a way to try again, instead of an empty page.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <main className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">{t("app.screenError.title")}</h1>
        <p className="mt-3 text-slate-700">{t("app.screenError.text")}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={`mt-5 ${primaryButtonClasses}`}
        >
          {t("common.action.tryAgain")}
        </button>
      </main>
    );
  }
}
