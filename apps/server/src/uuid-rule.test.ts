import { eventIdParamsSchema, isUuid, uuidSchema } from "@events/contract";
import { describe, expect, it } from "vitest";

// The web tells an event id from other text with isUuid before zod has loaded; the server's
// schemas use zod's uuid(). Both must say the same of every text.
const texts = [
  "0b5f2c7e-3f4d-4b8e-9a61-2f1c5d7e8a90",
  "0B5F2C7E-3F4D-4B8E-9A61-2F1C5D7E8A90",
  "0b5f2c7e-3f4d-1b8e-8a61-2f1c5d7e8a90",
  "0b5f2c7e-3f4d-8b8e-ba61-2f1c5d7e8a90",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "0b5f2c7e-3f4d-0b8e-9a61-2f1c5d7e8a90",
  "0b5f2c7e-3f4d-9b8e-9a61-2f1c5d7e8a90",
  "0b5f2c7e-3f4d-4b8e-7a61-2f1c5d7e8a90",
  "0b5f2c7e-3f4d-4b8e-ca61-2f1c5d7e8a90",
  "0b5f2c7e3f4d4b8e9a612f1c5d7e8a90",
  "0b5f2c7e-3f4d-4b8e-9a61-2f1c5d7e8a9",
  "0b5f2c7e-3f4d-4b8e-9a61-2f1c5d7e8a90 ",
  "{0b5f2c7e-3f4d-4b8e-9a61-2f1c5d7e8a90}",
  "g b5f2c7e-3f4d-4b8e-9a61-2f1c5d7e8a90",
  "not-an-id",
  "",
];

describe("isUuid", () => {
  it.each(texts)("says of %j what zod's uuid() says", (text) => {
    const zodSays = uuidSchema.safeParse(text).success;
    expect(isUuid(text)).toBe(zodSays);
    expect(eventIdParamsSchema.safeParse({ id: text }).success).toBe(zodSays);
  });
});
