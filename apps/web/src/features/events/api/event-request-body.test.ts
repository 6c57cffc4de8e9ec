import { eventInputSchema } from "@events/contract";
import { describe, expect, it } from "vitest";
import { buildEventRequestBody } from "./event-request-body";

const event = eventInputSchema.parse({
  event_name: "Spring Gala",
  event_type: "Ceremonies",
  event_admin_id: "0b7d9a4e-1c2f-4e3a-9b8c-7d6e5f4a3b21",
  event_datetime: "2025-03-05T15:30:00",
  end_datetime: "2025-03-05T16:30:00",
  invitee_number: "120",
});

describe("buildEventRequestBody", () => {
  it("sends the fields as JSON in the 'data' part, dates as written", async () => {
    const body = buildEventRequestBody({ event, logo: null, cover_image: null });
    expect(body.has("logo")).toBe(false);
    expect(body.has("cover_image")).toBe(false);
    const data = JSON.parse(body.get("data") as string);
    expect(data).toMatchObject({
      event_name: "Spring Gala",
      event_status: "SCHEDULED",
      event_admin_id: "0b7d9a4e-1c2f-4e3a-9b8c-7d6e5f4a3b21",
      event_datetime: "2025-03-05T15:30:00",
      end_datetime: "2025-03-05T16:30:00",
      invitee_number: 120,
      isBranded: false,
      theme_colors: ["#3B82F6", "#8B5CF6", "#EC4899"],
      venue: null,
    });
  });

  it("adds the chosen logo and cover image as file parts", () => {
    const logo = new File(["l"], "logo.png", { type: "image/png" });
    const cover = new File(["c"], "cover.jpg", { type: "image/jpeg" });
    const body = buildEventRequestBody({ event, logo, cover_image: cover });
    expect((body.get("logo") as File).name).toBe("logo.png");
    expect((body.get("cover_image") as File).name).toBe("cover.jpg");
  });
});
