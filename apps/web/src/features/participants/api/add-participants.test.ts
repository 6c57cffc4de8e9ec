import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { showTextsIn } from "@/testing/languages";
import { stubJsonServer } from "@/testing/stub-json-server";
import type { ParticipantRowOutput } from "../utils/participant-form-schema";
import { AddParticipantsError, addParticipants } from "./add-participants";

afterEach(() => {
  vi.unstubAllGlobals();
});

const row: ParticipantRowOutput = {
  event_id: EVENT_ID,
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "0".repeat(41),
  username: "ada",
  skip_otp: false,
  participant_role: "attendee",
  profile_image: null,
};

/** What addParticipants throws when the server refuses the batch with this detail. */
async function refusalOf(detail: Record<string, unknown>): Promise<AddParticipantsError> {
  stubJsonServer({
    "POST /api/participants/create-multiple": {
      status: 400,
      body: { error: "Invalid input", code: "http.invalidInput", details: [detail] },
    },
  });
  const refusal = await addParticipants([row]).catch((error: unknown) => error);
  if (!(refusal instanceof AddParticipantsError)) throw new Error("The add did not fail");
  return refusal;
}

describe("addParticipants", () => {
  const phoneTooLong = {
    field: "participants.0.phone",
    message: "Phone is too long",
    code: "users.phoneTooLong",
  };

  it("marks each refused field of its row with the server's words", async () => {
    expect((await refusalOf(phoneTooLong)).fieldErrors).toEqual([
      { index: 0, field: "phone", message: "Phone is too long" },
    ]);
  });

  it("says them in the reader's language by their code", async () => {
    await showTextsIn("de");
    expect((await refusalOf(phoneTooLong)).fieldErrors).toEqual([
      { index: 0, field: "phone", message: "Die Telefonnummer ist zu lang" },
    ]);
  });
});
