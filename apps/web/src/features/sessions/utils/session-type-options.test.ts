import { describe, expect, it } from "vitest";
import { getSessionTypeOptions } from "./session-type-options";

describe("getSessionTypeOptions", () => {
  it("appends 'Other' when the server's list lacks it", () => {
    expect(
      getSessionTypeOptions(
        [
          { name: "Keynote", value: "keynote" },
          { name: "Workshop", value: "workshop" },
        ],
        false,
      ),
    ).toEqual([
      { name: "Keynote", value: "keynote" },
      { name: "Workshop", value: "workshop" },
      { name: "Other", value: "other" },
    ]);
  });

  it("keeps the server's list as it is when 'Other' is in it", () => {
    const types = [
      { name: "Other", value: "other" as const },
      { name: "Keynote", value: "keynote" as const },
    ];
    expect(getSessionTypeOptions(types, false)).toEqual(types);
  });

  it("offers only 'Other' when the types could not be fetched", () => {
    expect(getSessionTypeOptions(undefined, true)).toEqual([{ name: "Other", value: "other" }]);
    expect(getSessionTypeOptions([{ name: "Keynote", value: "keynote" }], true)).toEqual([
      { name: "Other", value: "other" },
    ]);
  });
});
