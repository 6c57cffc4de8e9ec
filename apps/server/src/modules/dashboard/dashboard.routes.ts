import {
  CHECK_IN_DAYS,
  dashboardChartsResponseSchema,
  PARTICIPANT_WEEKS,
  PARTICIPANTS_PER_EVENT_LIMIT,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrors } from "../../http/openapi.js";
import type { DashboardService } from "./dashboard.service.js";

export interface DashboardRoutesOptions {
  dashboardService: DashboardService;
}

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { dashboardService },
) => {
  app.get(
    "/charts",
    {
      config: { token: "events" },
      schema: {
        summary: "The dashboards' charts in one call",
        description:
          `The ${PARTICIPANTS_PER_EVENT_LIMIT} events with the most participants (events without ` +
          `any are left out), participants added per week for the last ${PARTICIPANT_WEEKS} ` +
          `weeks and check-ins per day for the last ${CHECK_IN_DAYS} days, in UTC, with a 0 for ` +
          "every week or day without any: of every event for system admins, of their own events " +
          "for event admins.",
        tags: ["dashboard"],
        response: { 200: dashboardChartsResponseSchema, ...commonErrors },
      },
    },
    (request) => dashboardService.getCharts(request),
  );
};
