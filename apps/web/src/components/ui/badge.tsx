import type { ReactNode } from "react";

import type { StatusTone } from "@/lib/status-tone";

export type BadgeTone = StatusTone;

const toneClasses: Record<BadgeTone, string> = {
  green: "bg-green-100 text-green-800 ring-green-600/20",
  blue: "bg-blue-100 text-blue-800 ring-blue-600/20",
  red: "bg-red-100 text-red-800 ring-red-600/20",
  yellow: "bg-yellow-100 text-yellow-800 ring-yellow-600/20",
  gray: "bg-slate-100 text-slate-700 ring-slate-500/20",
};

export function Badge({ tone = "gray", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${toneClasses[tone]}`}
    >
      {children}
    </span>
  );
}
