import { describe, expect, it } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { buildSessionFormData } from "./session-form-data";
import type { SessionFormOutput } from "./session-form-schema";

const values: SessionFormOutput = {
  event_id: EVENT_ID,
  name: "Morning yoga",
  description: null,
  session_type: "other",
  other_session_type: "Yoga",
  venue: "Garden",
  start_datetime: "2025-03-05T08:00:00",
  end_datetime: "2025-03-05T09:00:00",
  image_url: "/media/sessions/a.png",
  image: null,
};

describe("buildSessionFormData", () => {
  it("sends the text fields, the specification for 'Other', and the kept image's path", () => {
    const body = buildSessionFormData(values);
    expect([...body.keys()]).toEqual([
      "name",
      "description",
      "event_id",
      "session_type",
      "other_session_type",
      "venue",
      "start_datetime",
      "end_datetime",
      "image_url",
    ]);
    expect(body.get("other_session_type")).toBe("Yoga");
    expect(body.get("image_url")).toBe("/media/sessions/a.png");
    expect(body.get("description")).toBe("");
  });

  it("sends a new image instead of the path, and no specification for other types", () => {
    const image = new File(["png"], "new.png", { type: "image/png" });
    const body = buildSessionFormData({ ...values, session_type: "keynote", image });
    expect(body.has("other_session_type")).toBe(false);
    expect(body.has("image_url")).toBe(false);
    expect(body.get("image")).toBeInstanceOf(File);
  });
});
