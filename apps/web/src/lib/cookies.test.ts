import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds one cookie among several", () => {
    expect(readCookie("a=1; csrf_access_token=abc.def; b=2", "csrf_access_token")).toBe("abc.def");
  });

  it("does not match a cookie whose name only ends the same", () => {
    expect(readCookie("x_csrf_access_token=nope", "csrf_access_token")).toBeUndefined();
  });

  it("decodes encoded values and keeps '=' inside values", () => {
    expect(readCookie("t=a%20b==", "t")).toBe("a b==");
  });

  it("gives nothing when absent", () => {
    expect(readCookie("", "csrf_access_token")).toBeUndefined();
  });
});
