import { describe, expect, it } from "vitest";
import { buildLoggerOptions, isPrettyLogging } from "./logger-options.js";

const terminal = { isTTY: true };
const pipe = { isTTY: false };

describe("isPrettyLogging", () => {
  it("follows the terminal when LOG_FORMAT is auto", () => {
    expect(isPrettyLogging({ LOG_FORMAT: "auto" }, terminal)).toBe(true);
    expect(isPrettyLogging({ LOG_FORMAT: "auto" }, pipe)).toBe(false);
  });

  it("obeys an explicit format", () => {
    expect(isPrettyLogging({ LOG_FORMAT: "json" }, terminal)).toBe(false);
    expect(isPrettyLogging({ LOG_FORMAT: "pretty" }, pipe)).toBe(true);
  });
});

describe("buildLoggerOptions", () => {
  const config = { LOG_LEVEL: "info", LOG_FORMAT: "auto" } as const;

  it("prints through pino-pretty in a terminal, and plain JSON lines otherwise", () => {
    expect(buildLoggerOptions(config, undefined, terminal)).toMatchObject({
      transport: { target: "pino-pretty" },
    });
    expect(buildLoggerOptions(config, undefined, pipe)).not.toHaveProperty("transport");
  });

  it("keeps a setting given by the caller", () => {
    expect(buildLoggerOptions(config, false, terminal)).toBe(false);
  });
});
