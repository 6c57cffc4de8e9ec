import { describe, expect, it } from "vitest";
import { readLoginUserId } from "./login";

describe("readLoginUserId", () => {
  it("reads the identifier from user_id, userId or id, in that order", () => {
    expect(readLoginUserId({ user_id: "a", userId: "b", id: "c" })).toBe("a");
    expect(readLoginUserId({ userId: "b", id: "c" })).toBe("b");
    expect(readLoginUserId({ id: "c" })).toBe("c");
    expect(readLoginUserId({ message: "sent" })).toBeUndefined();
    expect(readLoginUserId(undefined)).toBeUndefined();
  });
});
