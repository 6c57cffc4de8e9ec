import { PARTICIPANT_IMPORT_FIELDS } from "@events/contract";
import { describe, expect, it } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { importFieldText } from "./import-field-text";

describe("importFieldText", () => {
  it("names every import column, the participant's language among them, in English", () => {
    expect(PARTICIPANT_IMPORT_FIELDS.map(importFieldText)).toEqual([
      "Name",
      "Email",
      "Phone",
      "Username",
      "Role",
      "Language",
    ]);
  });

  it("names them in German once German is shown", async () => {
    await showTextsIn("de");
    expect(PARTICIPANT_IMPORT_FIELDS.map(importFieldText)).toEqual([
      "Name",
      "E-Mail",
      "Telefon",
      "Benutzername",
      "Rolle",
      "Sprache",
    ]);
  });
});
