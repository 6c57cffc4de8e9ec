import { z } from "zod";
import { calendarDaySchema } from "./common.js";

// The dashboards' charts. Everything counted is the caller's: every event for a
// system admin, their own events for an event admin.

export const PARTICIPANTS_PER_EVENT_LIMIT = 10;
export const PARTICIPANT_WEEKS = 12;
export const CHECK_IN_DAYS = 30;

export const dashboardChartsResponseSchema = z.object({
  participants_per_event: z
    .array(
      z.object({
        event_id: z.uuid(),
        event_name: z.string(),
        participants: z.number().int().min(0),
      }),
    )
    .describe(
      `The ${PARTICIPANTS_PER_EVENT_LIMIT} events with the most participants, most first, then by name`,
    ),
  participants_per_week: z
    .array(
      z.object({
        week_start: calendarDaySchema("week_start").describe("The Monday (UTC) the week starts"),
        participants: z.number().int().min(0),
      }),
    )
    .describe(
      `Participants added in each of the last ${PARTICIPANT_WEEKS} weeks, oldest first, this week last`,
    ),
  check_ins_per_day: z
    .array(
      z.object({
        day: calendarDaySchema("day").describe("A UTC day"),
        check_ins: z.number().int().min(0),
      }),
    )
    .describe(`Check-ins on each of the last ${CHECK_IN_DAYS} days, oldest first, today last`),
});
export type DashboardChartsResponse = z.infer<typeof dashboardChartsResponseSchema>;
