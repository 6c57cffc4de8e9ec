import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { CalendarFile } from "../calendar/session-calendar.js";
import { contentDisposition } from "./content-disposition.js";

export const CALENDAR_MIME_TYPE = "text/calendar; charset=utf-8";

/** The OpenAPI description of an iCalendar answer. */
export function calendarResponse(description: string) {
  return {
    description,
    content: { "text/calendar": { schema: z.any().meta({ type: "string" }) } },
  };
}

/** Sends an .ics file to save, named after what it holds. */
export function sendCalendarFile(reply: FastifyReply, file: CalendarFile) {
  return reply
    .type(CALENDAR_MIME_TYPE)
    .header("Content-Disposition", contentDisposition("attachment", `${file.name}.ics`))
    .send(file.text);
}
