import type { MessageDetailsResponse } from "@events/contract";
import type { SeedParticipant } from "./factories.js";
import type { ModuleTest, TestAdmin } from "./module-test.js";

/**
 * The environment of a test app that sends mail: as fast as the sink takes it, a refused copy
 * tried again after a second, so a test sees its copies sent within its time-out.
 */
export const mailAtTestSpeed = async () => ({
  MAIL_RATE_PER_MINUTE: "6000",
  MAIL_RETRY_DELAY_SECONDS: "1",
});

/** The message requests the web app sends, through the test file's moduleTest. */
export function messageRequests(moduleTest: ModuleTest) {
  const messagesOf = (eventId: string) => `/api/events/${eventId}/messages`;
  return {
    sendMessage: (actor: TestAdmin, eventId: string, body: object) =>
      moduleTest.send(actor, "POST", messagesOf(eventId), { json: body }),
    previewMessage: (actor: TestAdmin, eventId: string, body: object) =>
      moduleTest.send(actor, "POST", `${messagesOf(eventId)}/preview`, { json: body }),
    readMessage: (actor: TestAdmin, eventId: string, messageId: string) =>
      moduleTest.call(actor, "GET", `${messagesOf(eventId)}/${messageId}`),
  };
}

/**
 * Two speakers, Ada and Alan, and an attendee, Bea, with addresses of that event alone, so the
 * mail sink tells one test's copies from another's.
 */
export function speakersAndAttendee(eventId: string): SeedParticipant[] {
  return [
    { name: "Ada", role: "speaker", email: `ada.${eventId}@example.org` },
    { name: "Alan", role: "speaker", email: `alan.${eventId}@example.org` },
    { name: "Bea", role: "attendee", email: `bea.${eventId}@example.org` },
  ];
}

/** Reads the message until no copy waits in the queue or 20 s have passed; answers the last read. */
export async function untilSettled(
  readDetails: () => Promise<MessageDetailsResponse>,
): Promise<MessageDetailsResponse> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const details = await readDetails();
    if (details.message.queued === 0 || Date.now() > deadline) return details;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
