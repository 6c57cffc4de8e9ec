import { OUTCOME_MESSAGES } from "@events/contract";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage, storedLanguageChoice, storeLanguageChoice } from "@/i18n/choose-language";
import { activateLanguage } from "@/i18n/i18n";
import { showTextsIn } from "@/testing/languages";
import { answer, stubAppServer } from "../participant-app/testing/app-server-stub";
import { clearPublicEvents } from "./api/public-api";
import { EventPage } from "./event/event-page";
import { OfferPage } from "./links/offer-page";
import {
  age,
  buildOutcome,
  buildPublicEvent,
  EVENT_PATH,
  LINK_TOKEN,
  REGISTER_PATH,
  SLUG,
  travel,
} from "./testing/public-event";

vi.mock("./pow/proof-of-work");

const STARTED = {
  status: "confirmation_sent",
  message: "Check your e-mail: we sent a code to confirm your address.",
  confirmation_token: "token-of-the-code",
};

function buildEvent() {
  const event = buildPublicEvent({ form: { ...buildPublicEvent().form, questions: [] } });
  event.registration = {
    ...event.registration,
    places_left: 3,
    closes_at: "2030-05-20T17:00:00",
    approval_required: true,
  };
  return event;
}

async function openPage(event = buildEvent()) {
  const server = stubAppServer({
    [`GET ${EVENT_PATH}`]: answer({ event }),
    [`POST ${REGISTER_PATH}`]: answer(STARTED, { status: 202 }),
  });
  render(<EventPage slug={SLUG} />);
  await screen.findByRole("heading", { level: 1, name: event.event_name });
  return { server, user: userEvent.setup() };
}

beforeEach(() => {
  clearPublicEvents();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  storeLanguageChoice(null);
});

describe("the public page in the browser's language", () => {
  it("opens in German for a German browser: its texts, the event's times through Intl on the event's clock, and the form sends de", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE", "en"]);
    await activateLanguage(chooseLanguage(), ["public"]);
    expect(document.documentElement.lang).toBe("de");

    const { server, user } = await openPage();
    const register = screen.getByRole("region", { name: "Anmelden" });
    expect(within(register).getByText("Noch 3 Plätze frei.")).toBeInTheDocument();
    expect(
      within(register).getByText("Die Veranstalter prüfen jede Anmeldung."),
    ).toBeInTheDocument();
    // The event's time in German, on London's clock, its zone named in German.
    const closes = within(register).getByText(/^Die Anmeldung schließt am /);
    expect(closes.textContent).toMatch(/20\. Mai 2030.*17:00.*\(.+\)\.$/);
    expect(closes.textContent).not.toContain("London time");
    expect(screen.getByText("Wann")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");

    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(screen.getByRole("textbox", { name: "Name (Pflichtfeld)" })).toHaveAccessibleDescription(
      "Name ist erforderlich",
    );
    await user.type(screen.getByRole("textbox", { name: "Name (Pflichtfeld)" }), "Ada Lovelace");
    await user.type(screen.getByRole("textbox", { name: /^E-Mail-Adresse/ }), "ada@example.com");
    await user.click(
      screen.getByRole("checkbox", { name: /Ich akzeptiere die Datenschutzerklärung/ }),
    );
    await user.click(screen.getByRole("button", { name: "Anmelden" }));

    expect(
      await screen.findByRole("heading", { level: 2, name: "Sehen Sie in Ihr E-Mail-Postfach" }),
    ).toHaveFocus();
    expect(screen.getByRole("button", { name: "Meine Angaben ändern" })).toBeInTheDocument();
    expect(server.callsTo(`POST ${REGISTER_PATH}`)[0]?.body).toMatchObject({ language: "de" });
  });
});

describe("the organiser's questions in German", () => {
  it("keep their words, and what is wrong with an answer is said in German with the question's values", async () => {
    await showTextsIn("de");
    const event = buildPublicEvent();
    event.form = { ...event.form, questions: [travel, age] };
    const { user } = await openPage(event);
    await user.type(screen.getByRole("spinbutton", { name: "Age" }), "12");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(
      screen.getByRole("group", { name: "How will you come? (Pflichtfeld)" }),
    ).toHaveAccessibleDescription("How will you come? ist erforderlich");
    expect(screen.getByRole("spinbutton", { name: "Age" })).toHaveAccessibleDescription(
      "Mindestens 18",
    );
  });

  it("say the server's refusals of the phone, the username and an answer in German, by their codes", async () => {
    await showTextsIn("de");
    const event = buildPublicEvent();
    event.form = {
      ...event.form,
      phone_field: "required",
      username_field: "required",
      questions: [travel, age],
    };
    const { server, user } = await openPage(event);
    const phone = () => screen.getByRole("textbox", { name: "Telefon (Pflichtfeld)" });
    const username = () => screen.getByRole("textbox", { name: "Benutzername (Pflichtfeld)" });
    const ageField = () => screen.getByRole("spinbutton", { name: "Age" });
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(phone()).toHaveAccessibleDescription("Telefon ist erforderlich");
    expect(username()).toHaveAccessibleDescription("Benutzername ist erforderlich");

    // The organiser lowered the limit meanwhile, and the server no longer takes the username.
    server.route(
      `POST ${REGISTER_PATH}`,
      answer(
        {
          error: "Invalid input",
          code: "http.invalidInput",
          details: [
            {
              field: "username",
              message: "Username is required",
              code: "registration.usernameRequired",
            },
            {
              field: `answers.${age.id}`,
              message: "At most 99",
              code: "answers.atMost",
              params: { max: 99 },
            },
          ],
        },
        { status: 400 },
      ),
    );
    await user.type(screen.getByRole("textbox", { name: "Name (Pflichtfeld)" }), "Ada Lovelace");
    await user.type(screen.getByRole("textbox", { name: /^E-Mail-Adresse/ }), "ada@example.com");
    await user.type(phone(), "+44 20 7946 0000");
    await user.type(username(), "ada");
    await user.click(
      within(screen.getByRole("group", { name: /How will you come/ })).getByRole("radio", {
        name: "By train",
      }),
    );
    await user.type(ageField(), "100");
    await user.click(
      screen.getByRole("checkbox", { name: /Ich akzeptiere die Datenschutzerklärung/ }),
    );
    await user.click(screen.getByRole("button", { name: "Anmelden" }));

    expect(await screen.findByText("Höchstens 99")).toBeInTheDocument();
    expect(ageField()).toHaveAccessibleDescription("Höchstens 99");
    expect(username()).toHaveAccessibleDescription("Benutzername ist erforderlich");
  });
});

describe("the public page in Spanish", () => {
  it("switches from the language select, keeps the choice, and says the outcome in Spanish", async () => {
    const { server, user } = await openPage();
    expect(screen.getByText("3 places left.")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Español");
    expect(await screen.findByText("Quedan 3 plazas.")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("es");
    expect(storedLanguageChoice()).toBe("es");
    expect(screen.getByText("Cuándo")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Inscribirme" })).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Nombre (obligatorio)" }), "Ana");
    await user.type(
      screen.getByRole("textbox", { name: /^Correo electrónico/ }),
      "ana@example.com",
    );
    await user.click(screen.getByRole("checkbox", { name: /Acepto la política de privacidad/ }));
    await user.click(screen.getByRole("button", { name: "Inscribirme" }));
    expect(await screen.findByRole("heading", { name: "Revisa tu correo" })).toBeInTheDocument();
    expect(server.callsTo(`POST ${REGISTER_PATH}`)[0]?.body).toMatchObject({ language: "es" });

    server.route(
      "POST /api/public/registrations/confirm",
      answer(buildOutcome({ status: "waiting", message: OUTCOME_MESSAGES.waiting, position: 2 })),
    );
    await user.type(screen.getByRole("textbox", { name: "Código de confirmación" }), "123456");
    await user.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(
      await screen.findByRole("heading", { name: "Estás en la lista de espera" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "El evento está completo: estás en la lista de espera. Te escribiremos si se libera una plaza.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Tu puesto en la lista de espera: 2")).toBeInTheDocument();
  });

  it("says until when an offered place is held in Spanish, on the event's clock", async () => {
    await showTextsIn("es");
    stubAppServer({
      [`GET ${EVENT_PATH}`]: answer({ event: buildPublicEvent({ time_zone: "America/New_York" }) }),
      "POST /api/public/registrations/status": answer(
        buildOutcome({
          status: "offered",
          message: OUTCOME_MESSAGES.offered,
          offered_until: "2030-05-20T16:00:00.000Z",
        }),
      ),
    });
    render(<OfferPage slug={SLUG} token={LINK_TOKEN} />);
    expect(await screen.findByRole("heading", { name: "Te ofrecemos una plaza" })).toBeVisible();
    const held = screen.getByText(/^Te la reservamos hasta el /);
    // 16:00 UTC is 12:00 in New York.
    expect(held.textContent).toMatch(/20 may 2030.*12:00/);
    expect(screen.getByRole("button", { name: "Aceptar la plaza" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rechazar" })).toBeInTheDocument();
  });
});

describe("the public page in Arabic", () => {
  it("is laid out right to left, its numbers of places in Arabic's plural forms", async () => {
    await showTextsIn("ar");
    await openPage();
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByText("بقيت 3 مقاعد.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "اللغة" })).toHaveValue("ar");
  });
});
