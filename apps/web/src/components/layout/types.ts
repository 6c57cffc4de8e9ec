import type { Language } from "@events/contract";
import type { LucideIcon } from "lucide-react";

export type NavigationLink = {
  to: string;
  label: string;
  icon: LucideIcon;
};

/** What the layout shows of the signed-in user; every field may be missing. */
export type LayoutUser = {
  name?: string | null;
  type?: string | null;
  profile_image?: string | null;
  /** The language kept on the account; null follows the browser. */
  language?: Language | null;
};
