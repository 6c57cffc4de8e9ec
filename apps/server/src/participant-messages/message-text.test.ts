import { MY_MESSAGE_TICKET_TEXT, TICKET_MESSAGE_TEMPLATE } from "@events/contract";
import { describe, expect, it } from "vitest";
import { formatEventDate, renderMessage, ticketTemplateIn } from "./message-text.js";

const reader = {
  name: "Ada <Lovelace>",
  appLink: "https://events.example/app?a=1&b=2",
  language: "en" as const,
};
const event = {
  event_name: "Summit & Co",
  event_datetime: "2026-03-29 01:30:00",
  time_zone: "Europe/Berlin",
  venue: null,
};

describe("renderMessage", () => {
  it("fills the placeholders, leaving any other brace as written", () => {
    const rendered = renderMessage(
      { subject: "{event_name}: {name}", body: "Dear {name}, {event_date} at {venue}. {not one}" },
      reader,
      event,
    );
    expect(rendered).toEqual({
      subject: "Summit & Co: Ada <Lovelace>",
      text: "Dear Ada <Lovelace>, Sunday 29 March 2026, 01:30 (Europe/Berlin) at a venue to be announced. {not one}",
      hasTicketQr: false,
    });
  });

  it("adds an HTML twin for the QR code, escaping every text around it", () => {
    const rendered = renderMessage(
      { subject: "Ticket", body: "<b>{name}</b>\n{ticket_qr}\n{event_name}" },
      reader,
      event,
    );
    expect(rendered.text).toBe(
      "<b>Ada <Lovelace></b>\n[Your ticket's QR code is shown as an image in this e-mail]\nSummit & Co",
    );
    expect(rendered.html).toBe(
      "<!doctype html><html><body><p>&lt;b&gt;Ada &lt;Lovelace&gt;&lt;/b&gt;<br>\n" +
        '<img src="cid:ticket-qr" alt="Ticket QR code" width="240" height="240"><br>\n' +
        "Summit &amp; Co</p></body></html>",
    );
  });

  it("writes {app_link} as the link it is given, a link in the HTML twin", () => {
    const rendered = renderMessage(
      { subject: "In the app", body: "{ticket_qr}\nOpen {app_link}" },
      reader,
      event,
    );
    expect(rendered.text).toContain("Open https://events.example/app?a=1&b=2");
    expect(rendered.html).toContain(
      'Open <a href="https://events.example/app?a=1&amp;b=2">https://events.example/app?a=1&amp;b=2</a>',
    );
  });

  it("names the app's ticket screen for {ticket_qr} in the app, with no HTML", () => {
    const rendered = renderMessage(
      { subject: "{name}", body: "Hello {name}\n{ticket_qr}" },
      reader,
      event,
      "app",
    );
    expect(rendered).toEqual({
      subject: "Ada <Lovelace>",
      text: `Hello Ada <Lovelace>\n${MY_MESSAGE_TICKET_TEXT}`,
      hasTicketQr: true,
    });
  });
});

describe("renderMessage in the reader's language", () => {
  it("writes the fixed parts in it, and what the admin wrote as written", () => {
    const rendered = renderMessage(
      { subject: "Bis bald", body: "{name}: {event_date}, {venue}\n{ticket_qr}" },
      { ...reader, language: "de" },
      event,
    );
    expect(rendered.subject).toBe("Bis bald");
    expect(rendered.text).toBe(
      "Ada <Lovelace>: Sonntag, 29. März 2026 um 01:30 (Europe/Berlin), einem noch bekanntzugebenden Ort\n" +
        "[Der QR-Code Ihres Tickets ist in dieser E-Mail als Bild enthalten]",
    );
    expect(rendered.html).toContain('alt="QR-Code des Tickets"');
  });

  it("sends the unedited 'Send tickets' text in each reader's language, an edited one as written", () => {
    const spanish = renderMessage(TICKET_MESSAGE_TEMPLATE, { ...reader, language: "es" }, event);
    expect(spanish.subject).toBe("Tu entrada para Summit & Co");
    expect(spanish.text).toContain("Hola, Ada <Lovelace>:");
    expect(spanish.text).toContain("Muestra este código QR en la entrada:");
    expect(spanish.text).toContain("el domingo, 29 de marzo de 2026, 1:30 (Europe/Berlin)");
    expect(spanish.hasTicketQr).toBe(true);

    const english = renderMessage(TICKET_MESSAGE_TEMPLATE, reader, event);
    expect(english.subject).toBe("Your ticket for Summit & Co");
    expect(english.text).toContain("Show this QR code at the entrance:");

    expect(ticketTemplateIn("en")).toEqual(TICKET_MESSAGE_TEMPLATE);
    const edited = { ...TICKET_MESSAGE_TEMPLATE, subject: "Your ticket, {name}" };
    expect(renderMessage(edited, { ...reader, language: "es" }, event).text).toContain(
      "Show this QR code at the entrance:",
    );
  });
});

describe("formatEventDate", () => {
  it.each([
    ["2026-06-01T09:00:00", "UTC", "Monday 1 June 2026, 09:00 (UTC)"],
    [
      "2026-12-31T23:59:00",
      "America/New_York",
      "Thursday 31 December 2026, 23:59 (America/New_York)",
    ],
    [null, "Europe/Berlin", "a date to be announced"],
  ])("writes %s in %s as %s", (value, timeZone, written) => {
    expect(formatEventDate(value, timeZone)).toBe(written);
  });

  it.each([
    ["de", "Montag, 1. Juni 2026 um 09:00 (Europe/Berlin)"],
    ["es", "lunes, 1 de junio de 2026, 9:00 (Europe/Berlin)"],
  ] as const)("writes the wall-clock time in %s as Intl does: %s", (language, written) => {
    expect(formatEventDate("2026-06-01T09:00:00", "Europe/Berlin", language)).toBe(written);
  });

  it("writes it in Arabic with the Arabic names of the day and the month", () => {
    // Which digits Arabic takes by default changed between ICU versions: not asserted here.
    const written = formatEventDate("2026-06-01T09:00:00", "Europe/Berlin", "ar");
    expect(written).toMatch(/^الاثنين، .*يونيو.* \(Europe\/Berlin\)$/);
  });
});
