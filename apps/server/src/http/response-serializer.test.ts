import {
  type Event,
  errorResponseSchema,
  eventSchema,
  eventsListResponseSchema,
  pagedEventsResponseSchema,
  type User,
  userSchema,
  userSummarySchema,
} from "@events/contract";
import fastJson from "fast-json-stringify";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  answerSerializerCompiler,
  contractWriter,
  toSerializerSchema,
} from "./response-serializer.js";

const event: Event = {
  id: "0b0f8f5e-4a8c-4c41-9d36-1f7d0c1e2a3b",
  event_name: 'Summit "2026" \u2014 día 1',
  event_datetime: "2026-11-23T09:00:00",
  end_datetime: null,
  time_zone: "Europe/Berlin",
  description: "Line one\nline two",
  venue: null,
  isBranded: true,
  event_status: "SCHEDULED",
  event_type: "Conference",
  invitee_number: null,
  logo_url: "/media/logo.png",
  cover_image_url: null,
  contact_person_name: null,
  contact_person_email: "ada@example.com",
  contact_person_phone: null,
  contact_person_profile_image: null,
  theme_colors: ["#112233"],
  event_admin_id: null,
  facebook_link: null,
  x_link: null,
  youtube_link: null,
  instagram_link: null,
  website_link: null,
  retention_days: 365,
  created_date: "2026-11-23T08:00:00.000Z",
  updated_date: "2026-11-23T08:00:00.000Z",
};

const user: User = {
  id: "5d0c5f3e-8f61-4d35-a2a4-6f3c4a1b2c3d",
  name: "Ada",
  email: "ada@example.com",
  phone: null,
  type: "system_admin",
  isVerified: true,
  profile_image: null,
  language: "de",
  created_date: "2026-11-23T08:00:00.000Z",
  updated_date: "2026-11-23T08:00:00.000Z",
};

describe("the compiled response serializer", () => {
  it("writes the same bytes as zod's parse and JSON.stringify, nulls and numbers included", () => {
    const answer = { events: [event, { ...event, invitee_number: 250, event_admin_id: event.id }] };
    const write = fastJson(toSerializerSchema(eventsListResponseSchema));
    expect(write(answer)).toBe(JSON.stringify(eventsListResponseSchema.parse(answer)));
  });

  it("leaves out fields the contract does not declare", () => {
    const write = fastJson(toSerializerSchema(eventSchema));
    const written = JSON.parse(write({ ...event, password_hash: "secret" }));
    expect(written).not.toHaveProperty("password_hash");
    expect(written).toEqual(event);
  });

  it("writes optional parts of an error only when they are there", () => {
    const write = fastJson(toSerializerSchema(errorResponseSchema));
    expect(write({ error: "Event not found", code: "events.eventNotFound" })).toBe(
      '{"error":"Event not found","code":"events.eventNotFound"}',
    );
    expect(
      write({
        error: "Invalid input",
        code: "http.invalidInput",
        details: [
          { field: "name", message: "Required" },
          {
            field: "title",
            message: "At most 200 characters",
            code: "common.atMostCharacters",
            params: { max: 200 },
          },
        ],
      }),
    ).toBe(
      '{"error":"Invalid input","code":"http.invalidInput","details":[{"field":"name","message":"Required"},' +
        '{"field":"title","message":"At most 200 characters","code":"common.atMostCharacters","params":{"max":200}}]}',
    );
  });

  it("folds a nullable integer into one type list instead of an anyOf", () => {
    const schema = toSerializerSchema(eventSchema) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(schema.properties.invitee_number).toMatchObject({ type: ["integer", "null"] });
    expect(schema.properties.invitee_number).not.toHaveProperty("anyOf");
  });

  it("folds a nullable enum so that null stays one of its values", () => {
    const schema = z.array(z.union([userSchema, userSummarySchema]));
    const write = contractWriter(schema);
    const users = [{ ...user, language: null }, user];
    expect(JSON.parse(write(users))).toEqual(schema.parse(users));
  });
});

describe("a list answered whole or as a page", () => {
  const write = contractWriter(z.union([eventsListResponseSchema, pagedEventsResponseSchema]));

  it("writes each answer with the branch its keys belong to", () => {
    const page = { events: [event], total: 7, page: 2, page_size: 1 };
    expect(JSON.parse(write(page))).toEqual(page);
    expect(JSON.parse(write({ events: [event] }))).toEqual({ events: [event] });
  });
});

describe("the answers' serializer", () => {
  const route = { method: "GET", url: "/api/events/get-event/:id", httpStatus: "200" } as const;
  const served = answerSerializerCompiler({ verifyAnswers: false })({
    schema: eventSchema,
    ...route,
  });
  const verified = answerSerializerCompiler({ verifyAnswers: true })({
    schema: eventSchema,
    ...route,
  });

  it("writes an answer in the contract's shape as the compiled writer does", () => {
    expect(served(event)).toBe(contractWriter(eventSchema)(event));
    expect(verified(event)).toBe(served(event));
  });

  it("refuses, when verifying, an answer with a field the contract does not declare", () => {
    const stderr = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    try {
      expect(() => verified({ ...event, password_hash: "secret" })).toThrow(
        "The 200 answer of GET /api/events/get-event/:id is not its contract's: " +
          ".password_hash is not in the contract",
      );
    } finally {
      stderr.mockRestore();
    }
  });

  it("refuses, when verifying, a field of another type than the contract's", () => {
    const stderr = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    try {
      expect(() => verified({ ...event, isBranded: "yes" })).toThrow(
        '.isBranded is "yes" where the contract writes true',
      );
    } finally {
      stderr.mockRestore();
    }
  });

  it("takes an answer's keys in the presenter's order", () => {
    const { id, ...rest } = event;
    expect(JSON.parse(verified({ ...rest, id }))).toEqual(event);
  });
});
