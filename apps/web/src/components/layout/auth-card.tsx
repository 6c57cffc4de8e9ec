import type { ReactNode } from "react";
import { CalendarDaysIcon } from "@/components/ui/first-visit-icons";

/** The centred card that frames the sign-in screens. */
export function AuthCard({
  title,
  description,
  after,
  children,
}: {
  title: string;
  description: ReactNode;
  /** Below the card, such as the sign-in page's language. */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-3 py-10 sm:px-6">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-600">
            <CalendarDaysIcon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{description}</p>
        </div>
        {children}
      </div>
      {after}
    </main>
  );
}
