// The app's few kinds of buttons and links, so every screen draws them alike.

export const primaryButtonClasses =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-blue-700 px-4 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-slate-400";

export const secondaryButtonClasses =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:text-slate-500";

export const textLinkClasses =
  "font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

export const headerLinkClasses =
  "inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white";

/** For what cannot be undone (deleting the account): red, with white text at 6.5:1. */
export const dangerButtonClasses =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-slate-400";
