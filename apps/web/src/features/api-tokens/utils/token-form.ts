import {
  API_TOKEN_MAX_DAYS,
  type ApiTokenScope,
  type CreateApiTokenRequest,
  createApiTokenRequestSchema,
  isCalendarDay,
} from "@events/contract";
import { z } from "zod";
import { t } from "@/i18n/i18n";

export const EXPIRY_CHOICES = ["30", "90", "365", "never", "custom"] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

/** The form's fields as its controls hold them. */
export type TokenFormValues = {
  name: string;
  scopes: ApiTokenScope[];
  /** Every event the admin manages, or only those of event_ids. */
  events: "all" | "chosen";
  event_ids: string[];
  expiry: ExpiryChoice;
  /** YYYY-MM-DD in the browser's calendar, for a custom expiry. */
  expiry_date: string;
};

export type TokenFormField = keyof TokenFormValues;

export const TOKEN_FORM_DEFAULTS: TokenFormValues = {
  name: "",
  scopes: [],
  events: "all",
  event_ids: [],
  expiry: "90",
  expiry_date: "",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day of the browser's calendar as YYYY-MM-DD. */
export function toCalendarDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The days a custom expiry may fall on: from today to the last whose end is still within
 * API_TOKEN_MAX_DAYS of now.
 */
export function expiryDayRange(now: Date): { min: string; max: string } {
  const last = new Date(now.getFullYear(), now.getMonth(), now.getDate() + API_TOKEN_MAX_DAYS - 1);
  return { min: toCalendarDay(now), max: toCalendarDay(last) };
}

/** The last moment of a YYYY-MM-DD day in the browser's own time. */
function endOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date, 23, 59, 59);
}

/** When the token expires, as the request says it: a number of days from now, a day's end, never. */
function expiresAtOf({ expiry, expiry_date }: TokenFormValues, now: Date): string | null {
  if (expiry === "never") return null;
  if (expiry === "custom") {
    return isCalendarDay(expiry_date) ? endOfDay(expiry_date).toISOString() : null;
  }
  return new Date(now.getTime() + Number(expiry) * DAY_MS).toISOString();
}

export function toCreateRequest(values: TokenFormValues, now: Date): CreateApiTokenRequest {
  return {
    name: values.name,
    scopes: values.scopes,
    event_ids: values.events === "all" ? null : values.event_ids,
    expires_at: expiresAtOf(values, now),
  };
}

/** The form's field a field of the request (or a part of it, 'scopes.0') is entered in. */
export function toFormField(requestField: string, values: Pick<TokenFormValues, "expiry">): string {
  const [field = ""] = requestField.split(".");
  if (field === "expires_at") return values.expiry === "custom" ? "expiry_date" : "expiry";
  return field;
}

export type CreateTokenOutput = z.output<typeof createApiTokenRequestSchema>;

/**
 * The form checked by the contract's own request schema, its refusals put beside the fields they
 * are entered in; a custom expiry must name its day. Answers the request to send.
 */
export const tokenFormSchema = z.custom<TokenFormValues>().transform((values, context) => {
  let isValid = true;
  if (values.expiry === "custom" && !isCalendarDay(values.expiry_date)) {
    isValid = false;
    context.addIssue({
      code: "custom",
      path: ["expiry_date"],
      message: t("api-tokens.expiry.dateRequired"),
    });
  }
  const parsed = createApiTokenRequestSchema.safeParse(toCreateRequest(values, new Date()));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      context.addIssue({
        code: "custom",
        path: [toFormField(issue.path.map(String).join("."), values)],
        message: issue.message,
      });
    }
    return z.NEVER;
  }
  return isValid ? parsed.data : z.NEVER;
});
