import { randomInt, randomUUID } from "node:crypto";
import type { Participant, PersonData } from "@events/contract";
import type { ModuleTest, TestAdmin } from "./module-test.js";
import { TEST_IMAGES } from "./uploads.js";

/** A person with values found nowhere else, so a search for them finds only their traces. */
export interface TestPerson {
  name: string;
  email: string;
  phone: string;
  username: string;
}

export function uniquePerson(): TestPerson {
  const tag = randomUUID().replaceAll("-", "").slice(0, 12);
  return {
    name: `Zelda Quist ${tag}`,
    email: `zelda.${tag}@example.org`,
    phone: `+44 20 ${randomInt(10_000_000, 100_000_000)}`,
    username: `zquist${tag}`,
  };
}

/** The privacy and participant calls the web app sends, through a test file's moduleTest. */
export function privacyRequests(moduleTest: ModuleTest) {
  return {
    /** Adds the person to the event as the admin does, with a profile image unless told not to. */
    async addPerson(
      actor: TestAdmin,
      eventId: string,
      person: TestPerson,
      withImage = true,
    ): Promise<Participant> {
      const response = await moduleTest.send(actor, "POST", "/api/participants/create-single", {
        fields: { ...person, event_id: eventId, skip_otp: "false" },
        files: withImage
          ? [
              {
                field: "profile_image",
                filename: "face.png",
                contentType: "image/png",
                content: TEST_IMAGES.png,
              },
            ]
          : [],
      });
      if (response.statusCode !== 201) {
        throw new Error(`create-single answered ${response.statusCode}: ${response.body}`);
      }
      return response.json().participant;
    },
    editParticipant: (actor: TestAdmin, participantId: string, fields: object) =>
      moduleTest.send(actor, "PUT", `/api/participants/update-participant/${participantId}`, {
        json: fields,
      }),
    checkIn: (actor: TestAdmin, participantId: string) =>
      moduleTest.call(actor, "POST", `/api/participants/check-in/${participantId}`),
    findPerson: (actor: TestAdmin, email: string, format?: "json" | "zip") =>
      moduleTest.call(
        actor,
        "GET",
        `/api/privacy/person?email=${encodeURIComponent(email)}${format ? `&format=${format}` : ""}`,
      ),
    async personData(actor: TestAdmin, email: string): Promise<PersonData> {
      const response = await moduleTest.call(
        actor,
        "GET",
        `/api/privacy/person?email=${encodeURIComponent(email)}`,
      );
      if (response.statusCode !== 200) {
        throw new Error(`privacy/person answered ${response.statusCode}: ${response.body}`);
      }
      return response.json();
    },
    erase: (actor: TestAdmin, email: string, reason = "The person asked to be forgotten") =>
      moduleTest.send(actor, "POST", "/api/privacy/erasures", { json: { email, reason } }),
  };
}
