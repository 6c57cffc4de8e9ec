import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The warning beside a secret shown this once (an API token, a webhook's signing secret): its id
 * describes the field that holds the secret.
 */
export function ShownOnceWarning({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
