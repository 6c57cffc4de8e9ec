import { LoadErrorPanel } from "../../phone-components/load-views";
import { describeCallError } from "./messages";

/** Why something could not be loaded, and a way to try again. */
export function LoadErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadErrorPanel message={describeCallError(error)} onRetry={onRetry} />;
}

export function PageHeading({ children }: { children: string }) {
  return <h1 className="text-2xl font-bold tracking-tight text-slate-900">{children}</h1>;
}
