import { describe, expect, it } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { buildAuditEntry } from "../testing/fake-activity-server";
import {
  describeAction,
  describeActorName,
  describeActorRole,
  describeChanges,
  describeEventName,
  describeField,
  formatAuditValue,
  formatEntryTime,
  listChangedFields,
} from "./describe-entry";

describe("formatEntryTime", () => {
  it("writes the instant in the browser's own zone", () => {
    // Built from the local clock, so the test holds in any zone the machine is set to.
    const localAfternoon = new Date(2025, 2, 5, 15, 30).toISOString();
    expect(formatEntryTime(localAfternoon)).toBe("5th of Mar 2025, 3:30 PM");
    expect(formatEntryTime(new Date(2025, 8, 22, 0, 5).toISOString())).toBe(
      "22nd of Sep 2025, 12:05 AM",
    );
  });
});

describe("the actor", () => {
  it("names an admin as they were then, with their role", () => {
    const entry = buildAuditEntry({ actor_name: "Eve Adams", actor_role: "event_admin" });
    expect(describeActorName(entry)).toBe("Eve Adams");
    expect(describeActorRole(entry)).toBe("Event admin");
  });

  it("names the API token an admin acted through after their name", () => {
    const entry = buildAuditEntry({ actor_name: "Eve Adams", via_token: "CRM sync" });
    expect(describeActorName(entry)).toBe("Eve Adams via token CRM sync");
    expect(describeActorName({ ...entry, actor_name: null })).toBe(
      "Unknown user via token CRM sync",
    );
  });

  it("names the server itself 'System', without a role", () => {
    const entry = buildAuditEntry({ actor_id: null, actor_name: null, actor_role: "system" });
    expect(describeActorName(entry)).toBe("System");
    expect(describeActorRole(entry)).toBeUndefined();
  });

  it("names a failed sign-in by the e-mail address tried", () => {
    const entry = buildAuditEntry({
      actor_id: null,
      actor_name: "mallory@example.org",
      actor_role: "anonymous",
      action: "sign_in_failed",
      entity_type: "user",
    });
    expect(describeActorName(entry)).toBe("mallory@example.org");
    expect(describeActorRole(entry)).toBe("Not signed in");
    expect(describeAction(entry)).toBe("Failed sign-in · User");
  });
});

describe("describeEventName", () => {
  it("gives the event's name, 'Deleted event' once it is gone, and nothing for no event", () => {
    expect(describeEventName(buildAuditEntry())).toBe("Spring Gala");
    expect(describeEventName(buildAuditEntry({ event_name: null }))).toBe("Deleted event");
    expect(describeEventName(buildAuditEntry({ event_id: null, event_name: null }))).toBe(
      undefined,
    );
  });
});

describe("describeField", () => {
  it.each([
    // The forms' labels, where a form asks for the field.
    ["venue", "Venue"],
    ["event_name", "Event Name"],
    ["logo_url", "Logo"],
    ["is_branded", "Branded event"],
    ["start_datetime", "Start"],
    ["participant_role", "Role"],
    // The log's own words for the rest.
    ["audit_entries_redacted", "Activity entries redacted"],
    // A field the log has no name for, as it is recorded.
    ["seat_row", "seat_row"],
  ])("reads %s as %s", (field, label) => {
    expect(describeField(field)).toBe(label);
  });
});

describe("formatAuditValue", () => {
  it.each([
    [null, "—"],
    ["", "—"],
    [[], "—"],
    [["#112233", "#445566"], "#112233, #445566"],
    [true, "Yes"],
    [false, "No"],
    [250, "250"],
    ["Pier 4", "Pier 4"],
    [{ count: 3 }, '{"count":3}'],
  ])("writes %j as %s", (value, text) => {
    expect(formatAuditValue(value)).toBe(text);
  });
});

describe("the changes", () => {
  it("keeps the order given, and says of a secret only that it changed", () => {
    const changes = { name: ["Eve", "Eve Adams"], password: [null, null] };
    expect(describeChanges(changes)).toEqual([
      { field: "name", label: "Name", isSecret: false, before: "Eve", after: "Eve Adams" },
      { field: "password", label: "Password", isSecret: true },
    ]);
    expect(listChangedFields(changes)).toBe("Name, Password");
  });

  it("names the changed fields in the reader's language, as a list of theirs", async () => {
    await showTextsIn("de");
    const changes = {
      venue: ["Main Hall", "Pier 4"],
      description: [null, "Music"],
      seat_row: [1, 2],
    };
    expect(describeChanges(changes).map((row) => row.label)).toEqual([
      "Ort",
      "Beschreibung",
      "seat_row",
    ]);
    expect(listChangedFields(changes)).toBe("Ort, Beschreibung und seat_row");
  });
});
