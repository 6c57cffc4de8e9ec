import type { CheckInResponse, Participant } from "@events/contract";
import { vi } from "vitest";
import { buildDescribedEvent, EVENT_ID } from "@/testing/factories";

export const CHECKED_IN_AT = "2025-03-05T09:41:00.000Z";

/** One device's fake server for the check-in screen: participants, their check-ins and tickets. */
export function stubDoorServer(participants: Participant[], tickets: Record<string, string> = {}) {
  const event = buildDescribedEvent();
  const people = participants.map((participant) => ({ ...participant }));
  const posted: string[] = [];

  function answerCheckIn(participant: Participant, isUndo: boolean): Response {
    const wasIn = participant.checked_in_at !== null;
    participant.checked_in_at = isUndo ? null : (participant.checked_in_at ?? CHECKED_IN_AT);
    const answer: CheckInResponse = {
      message: isUndo ? "Check-in undone" : wasIn ? "Already checked in" : "Checked in",
      participant: { ...participant },
      already_checked_in: !isUndo && wasIn,
      checked_in_at: participant.checked_in_at,
    };
    return Response.json(answer);
  }

  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const { pathname, searchParams } = new URL(url, "http://localhost");
    posted.push(`${method} ${pathname}${searchParams.size ? `?${searchParams}` : ""}`);
    if (pathname === `/api/events/get-event/${EVENT_ID}`) return Response.json(event);
    if (pathname === `/api/participants/check-in-count/${EVENT_ID}`) {
      const active = people.filter((person) => person.status === "active");
      const checkedIn = active.filter((person) => person.checked_in_at !== null).length;
      return Response.json({
        checked_in: checkedIn,
        total: active.length,
        by_door: checkedIn > 0 ? [{ door: null, checked_in: checkedIn }] : [],
        devices_with_unsent: 0,
        devices_offline: 0,
      });
    }
    if (pathname === `/api/participants/get-all-participants-by-event/${EVENT_ID}`) {
      const search = (searchParams.get("q") ?? "").toLowerCase();
      const found = people.filter((person) =>
        [person.name, person.email, person.username].some((text) =>
          text.toLowerCase().includes(search),
        ),
      );
      return Response.json({
        participants: found.map((person) => ({ ...person })),
        total: found.length,
        page: 1,
        page_size: 20,
      });
    }
    const byId = /^\/api\/participants\/check-in\/(.+)$/.exec(pathname);
    const person = people.find((candidate) => candidate.id === byId?.[1]);
    if (person) return answerCheckIn(person, method === "DELETE");
    if (pathname === "/api/participants/check-in-by-code") {
      const { code } = JSON.parse(String(init.body)) as { code: string };
      if (code === "other-event") {
        return Response.json({ error: "This ticket is for another event" }, { status: 404 });
      }
      const holder = people.find((candidate) => tickets[candidate.id] === code);
      if (!holder) return Response.json({ error: "Unknown ticket" }, { status: 404 });
      return answerCheckIn(holder, false);
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);

  return {
    event,
    /** Every call made, as 'METHOD /path?query'. */
    calls: () => posted,
    /** A check-in made on another device. */
    checkInElsewhere(participantId: string) {
      const person = people.find((candidate) => candidate.id === participantId);
      if (person) person.checked_in_at = CHECKED_IN_AT;
    },
  };
}
