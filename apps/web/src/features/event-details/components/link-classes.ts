/** Links styled as the app's buttons (a Link cannot be a Button, and must stay a link). */
const base =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

export const primaryLinkClasses = `${base} bg-blue-600 text-white shadow-sm hover:bg-blue-700`;
export const secondaryLinkClasses = `${base} border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50`;
export const textLinkClasses =
  "rounded-sm font-medium text-blue-600 underline-offset-4 hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";
