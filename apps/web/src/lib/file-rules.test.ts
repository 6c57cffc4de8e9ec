import { describe, expect, it } from "vitest";
import {
  createOptionalFileSchema,
  type FileRules,
  getFileRuleError,
  toAcceptAttribute,
} from "./file-rules";

const rules: FileRules = {
  mimeTypes: ["image/png", "image/jpeg"],
  maxBytes: 10,
  typeMessage: "Wrong type",
  sizeMessage: "Too big",
};

function makeFile(type: string, size: number): File {
  return new File(["x".repeat(size)], "file", { type });
}

describe("getFileRuleError", () => {
  it("accepts an allowed type within the limit", () => {
    expect(getFileRuleError(makeFile("image/png", 10), rules)).toBeUndefined();
  });

  it("names a type outside the list before anything else", () => {
    expect(getFileRuleError(makeFile("text/plain", 100), rules)).toBe("Wrong type");
  });

  it("names a file over the limit", () => {
    expect(getFileRuleError(makeFile("image/jpeg", 11), rules)).toBe("Too big");
  });
});

describe("createOptionalFileSchema", () => {
  it("accepts no file, and reports the rule a file breaks", () => {
    const schema = createOptionalFileSchema(rules);
    expect(schema.safeParse(null).success).toBe(true);
    expect(schema.safeParse(makeFile("image/png", 1)).success).toBe(true);
    expect(schema.safeParse(makeFile("image/gif", 1)).error?.issues[0]?.message).toBe("Wrong type");
  });
});

describe("toAcceptAttribute", () => {
  it("lists the types for the input", () => {
    expect(toAcceptAttribute(rules)).toBe("image/png,image/jpeg");
  });
});
