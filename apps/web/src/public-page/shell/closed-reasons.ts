import { CLOSED_REASONS } from "@events/contract";
import { catalogueKeys } from "@/lib/catalogue-keys";

/** Why the form takes nobody, in the page's language (the contract's CLOSED_REASON_TEXT). */
export const CLOSED_REASON_TEXT_ID = catalogueKeys("public.closedReason", CLOSED_REASONS);
