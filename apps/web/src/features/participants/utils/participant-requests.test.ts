import { describe, expect, it } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import type { ParticipantRowOutput } from "./participant-form-schema";
import {
  buildCreateMultipleBody,
  buildParticipantFormData,
  getCreateMode,
} from "./participant-requests";

function buildRow(overrides: Partial<ParticipantRowOutput> = {}): ParticipantRowOutput {
  return {
    event_id: EVENT_ID,
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: null,
    username: "ada",
    skip_otp: false,
    participant_role: "attendee",
    profile_image: null,
    ...overrides,
  };
}

const photo = new File(["x"], "ada.png", { type: "image/png" });

describe("getCreateMode", () => {
  it("sends one create-multiple call when no row has an image", () => {
    expect(getCreateMode([buildRow(), buildRow({ name: "Grace" })])).toBe("multiple");
  });

  it("sends create-single per row when any row has an image", () => {
    expect(getCreateMode([buildRow(), buildRow({ profile_image: photo })])).toBe("single");
  });
});

describe("buildCreateMultipleBody", () => {
  it("sends every row, with '' for a missing phone and no image", () => {
    expect(buildCreateMultipleBody([buildRow({ skip_otp: true })])).toEqual({
      participants: [
        {
          name: "Ada Lovelace",
          email: "ada@example.com",
          phone: "",
          username: "ada",
          skip_otp: true,
          event_id: EVENT_ID,
          participant_role: "attendee",
        },
      ],
    });
  });
});

describe("buildParticipantFormData", () => {
  it("sends the fields as multipart text, with the image as profile_image", () => {
    const formData = buildParticipantFormData(
      buildRow({ phone: "123", participant_role: "speaker", profile_image: photo }),
    );
    expect(formData.get("name")).toBe("Ada Lovelace");
    expect(formData.get("phone")).toBe("123");
    expect(formData.get("skip_otp")).toBe("false");
    expect(formData.get("participant_role")).toBe("speaker");
    expect(formData.get("event_id")).toBe(EVENT_ID);
    expect(formData.get("profile_image")).toBeInstanceOf(File);
  });
});
