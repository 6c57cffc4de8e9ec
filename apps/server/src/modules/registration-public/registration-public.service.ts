import { randomUUID } from "node:crypto";
import {
  ALREADY_REGISTERED_MESSAGE,
  CLOSED_REASON_TEXT,
  CONFIRMATION_MINUTES,
  type ConfirmRegistrationRequest,
  checkAnswers,
  HONEYPOT_FIELD,
  type Language,
  OUTCOME_MESSAGES,
  type PowChallenge,
  PRIVACY_POLICY_VERSION,
  type PublicEventResponse,
  type PublicOutcome,
  type PublicRegistrationOutcome,
  type PublicRegistrationStarted,
  type publicRegistrationRequestSchema,
  REGISTRATION_MESSAGES,
} from "@events/contract";
import type { z } from "zod";
import { originOf, type RequestOrigin } from "../../audit/actor.js";
import type { RegistrationRow } from "../../db/schema.js";
import { formatWallClock } from "../../db/wall-clock.js";
import { badRequest, conflict, type FieldError, invalidInput, notFound } from "../../errors.js";
import { presentPublicSession } from "../../presenters/session.js";
import { consentGivenNow } from "../../privacy/consent.js";
import {
  isCodeLive,
  isConfirmationCode,
  newConfirmationCode,
} from "../../registration/confirmation-codes.js";
import { createEventBatches } from "../../registration/event-batches.js";
import {
  isTokenFor,
  type LinkPurpose,
  linkToken,
  registrationIdOfToken,
} from "../../registration/link-tokens.js";
import type { ProofOfWork } from "../../registration/proof-of-work.js";
import type {
  Confirmation,
  ConfirmationResult,
  RegistrationLife,
  Settled,
} from "../../registration/registration-life.js";
import { registrationRecord, settledAs } from "../../registration/registration-life.js";
import type { RegistrationMail } from "../../registration/registration-mail.js";
import {
  alreadyRegisteredMail,
  confirmationCodeMail,
} from "../../registration/registration-mail-text.js";
import { refusalReasonAt } from "../../registration/registration-settings.js";
import type {
  RegistrationForMail,
  RegistrationsRepository,
} from "../../registration/registrations.repository.js";
import type {
  PublishedEvent,
  RegistrationPublicRepository,
} from "./registration-public.repository.js";

export type PublicRegistrationInput = Omit<
  z.output<typeof publicRegistrationRequestSchema>,
  "language"
> & {
  /** The page's or else the browser's language; the participant's once admitted. */
  language: Language | null;
};

/** The answer to a confirmation of an address that registered meanwhile by another way. */
export { ALREADY_REGISTERED_MESSAGE };

/** Confirmations of one event taken together in one transaction, at the most. */
const CONFIRMATIONS_AT_ONCE = 500;

export interface RegistrationPublicServiceDependencies {
  publicRepository: RegistrationPublicRepository;
  registrations: Pick<
    RegistrationsRepository,
    | "runInTransaction"
    | "findInEvent"
    | "countWrongTry"
    | "waitingPosition"
    | "isMailboxTaken"
    | "spendChallenge"
  >;
  life: Pick<RegistrationLife, "transact" | "confirm" | "cancel" | "answerOffer">;
  mail: Pick<RegistrationMail, "sendNow">;
  proofOfWork: ProofOfWork;
  secretKey: string;
  /** The language of the code's e-mail when neither the page nor the browser named one. */
  defaultLanguage: Language;
  now?: () => Date;
}

const linkInvalid = () => notFound(REGISTRATION_MESSAGES.linkInvalid);

/** The field errors of the seed's fields and the organiser's questions, as the form names them. */
function fieldErrorsOf(
  settings: PublishedEvent["settings"],
  input: PublicRegistrationInput,
): { errors: FieldError[]; answers: ReturnType<typeof checkAnswers>["answers"] } {
  const errors: FieldError[] = [];
  if (settings.phone_field === "required" && input.phone === null) {
    errors.push({ field: "phone", message: REGISTRATION_MESSAGES.phoneRequired });
  }
  if (settings.username_field === "required" && input.username === null) {
    errors.push({ field: "username", message: REGISTRATION_MESSAGES.usernameRequired });
  }
  const checked = checkAnswers(settings.questions, input.answers, { requireAnswers: true });
  for (const { question_id, ...fault } of checked.issues) {
    errors.push({ field: `answers.${question_id}`, ...fault });
  }
  return { errors, answers: checked.answers };
}

function outcomeStatusOf(state: RegistrationRow["state"]): PublicOutcome {
  // An unconfirmed registration has no outcome yet; the public routes answer it as a bad link.
  if (state === "unconfirmed") throw linkInvalid();
  return state;
}

export function createRegistrationPublicService({
  publicRepository,
  registrations,
  life,
  mail,
  proofOfWork,
  secretKey,
  defaultLanguage,
  now = () => new Date(),
}: RegistrationPublicServiceDependencies) {
  const confirmations = createEventBatches<Confirmation, ConfirmationResult>(
    (eventId, batch) => life.confirm(eventId, batch, now()),
    CONFIRMATIONS_AT_ONCE,
  );

  async function findPublished(slug: string): Promise<PublishedEvent> {
    const found = await publicRepository.findPublishedEvent(slug);
    if (!found) throw notFound(REGISTRATION_MESSAGES.pageNotFound);
    return found;
  }

  /** The registration a link's token names, if the token is its own for one of the purposes. */
  async function findByToken(
    token: string,
    purposes: readonly LinkPurpose[],
  ): Promise<RegistrationForMail> {
    const id = registrationIdOfToken(token);
    const found = id === undefined ? undefined : await registrations.findInEvent(id);
    if (!found || !purposes.some((purpose) => isTokenFor(token, found.registration, purpose))) {
      throw linkInvalid();
    }
    return found;
  }

  async function outcomeOf(
    { event, slug }: Pick<RegistrationForMail, "event" | "slug">,
    { registration, closedReason, isDuplicate }: Settled,
    message?: string,
  ): Promise<PublicRegistrationOutcome> {
    const status = outcomeStatusOf(registration.state);
    return {
      status,
      message: message ?? (isDuplicate ? ALREADY_REGISTERED_MESSAGE : OUTCOME_MESSAGES[status]),
      position: status === "waiting" ? await registrations.waitingPosition(registration) : null,
      offered_until:
        status === "offered" ? (registration.offered_until?.toISOString() ?? null) : null,
      closed_reason: closedReason,
      event_name: event.event_name,
      slug: slug ?? "",
    };
  }

  return {
    /** The published event's page: the event, its agenda if published, the form and its state. */
    async findEvent(slug: string): Promise<PublicEventResponse> {
      const { settings, event } = await findPublished(slug);
      const [places, agenda] = await Promise.all([
        publicRepository.countPlaces(event.id, settings.capacity),
        settings.publish_agenda ? publicRepository.listAgenda(event.id) : null,
      ]);
      const reason = refusalReasonAt({ settings, event }, places, now());
      return {
        event: {
          slug,
          event_name: event.event_name,
          description: event.description,
          venue: event.venue,
          event_datetime: formatWallClock(event.event_datetime),
          end_datetime: formatWallClock(event.end_datetime),
          time_zone: event.time_zone,
          logo_url: event.logo_url,
          cover_image_url: event.cover_image_url,
          theme_colors: event.theme_colors,
          agenda: agenda?.map(presentPublicSession) ?? null,
          registration: {
            open: reason === null,
            closed_reason: reason,
            closed_message: reason === null ? null : CLOSED_REASON_TEXT[reason],
            opens_at: formatWallClock(settings.opens_at),
            closes_at: formatWallClock(settings.closes_at),
            waiting_list: settings.waiting_list,
            approval_required: settings.approval_required,
            places_left: places.places_left,
          },
          form: {
            phone_field: settings.phone_field,
            username_field: settings.username_field,
            questions: settings.questions,
            policy_version: PRIVACY_POLICY_VERSION,
          },
        },
      };
    },

    async createChallenge(): Promise<{ challenge: PowChallenge }> {
      return { challenge: await proofOfWork.createChallenge() };
    },

    /**
     * The form's submit: checked (robots, the policy in force, open and not full, the fields),
     * then stored unconfirmed, holding nothing, and a code e-mailed. An address already
     * registered for the event gets the same answer, and an e-mail saying so instead of a code.
     */
    async register(
      origin: RequestOrigin,
      slug: string,
      input: PublicRegistrationInput,
    ): Promise<PublicRegistrationStarted> {
      const { settings, event } = await findPublished(slug);
      if (input[HONEYPOT_FIELD]?.trim()) throw badRequest(REGISTRATION_MESSAGES.honeypot);
      const solution = await proofOfWork.verify(input.pow);
      if (
        !solution ||
        !(await registrations.spendChallenge(solution.signature, solution.expiresAt))
      ) {
        throw badRequest(REGISTRATION_MESSAGES.challengeInvalid);
      }
      if (input.policy_version !== PRIVACY_POLICY_VERSION) {
        throw badRequest(REGISTRATION_MESSAGES.policyOutdated);
      }
      const at = now();
      const places = await publicRepository.countPlaces(event.id, settings.capacity);
      const reason = refusalReasonAt({ settings, event }, places, at);
      if (reason) throw conflict(CLOSED_REASON_TEXT[reason]);
      const { errors, answers } = fieldErrorsOf(settings, input);
      if (errors.length > 0) throw invalidInput(errors);

      const id = randomUUID();
      const isDuplicate = await registrations.isMailboxTaken(event.id, { id, email: input.email });
      const { code, codeHash } = newConfirmationCode(secretKey, id);
      const registration = await registrations.runInTransaction(async (unit) => {
        const row = await unit.insertRegistration({
          id,
          event_id: event.id,
          state: "unconfirmed",
          name: input.name,
          email: input.email,
          phone: settings.phone_field === "hidden" ? null : input.phone,
          username: settings.username_field === "hidden" ? null : input.username,
          answers,
          consent: consentGivenNow("given_by_person", at),
          code_hash: isDuplicate ? null : codeHash,
          confirm_by: new Date(at.getTime() + CONFIRMATION_MINUTES * 60_000),
          language: input.language,
        });
        await unit.audit(originOf(origin), registrationRecord("create", null, row));
        return row;
      });
      mail.sendNow({
        to: input.email,
        ...(isDuplicate
          ? alreadyRegisteredMail(event.event_name, input.language ?? defaultLanguage)
          : confirmationCodeMail(event.event_name, code, input.language ?? defaultLanguage)),
      });
      return {
        status: "confirmation_sent",
        message: REGISTRATION_MESSAGES.checkEmail,
        confirmation_token: linkToken(registration, "confirm"),
      };
    },

    /**
     * The e-mailed code: right, the registration takes a place, the waiting list or a refusal
     * (one transaction under the event's lock, with the other confirmations of that moment).
     * A confirmation sent again answers where the first one left it.
     */
    async confirm(
      origin: RequestOrigin,
      { confirmation_token, code }: ConfirmRegistrationRequest,
    ): Promise<PublicRegistrationOutcome> {
      const found = await findByToken(confirmation_token, ["confirm"]);
      const { registration } = found;
      if (registration.state !== "unconfirmed") return outcomeOf(found, settledAs(registration));
      if (!isCodeLive(registration, now())) throw badRequest(REGISTRATION_MESSAGES.codeExpired);
      if (!isConfirmationCode(secretKey, registration, code)) {
        await registrations.countWrongTry(registration.id);
        throw invalidInput([{ field: "code", message: REGISTRATION_MESSAGES.codeWrong }]);
      }
      const result = await confirmations.add(registration.event_id, {
        registrationId: registration.id,
        by: originOf(origin),
      });
      if ("error" in result) throw result.error;
      return outcomeOf(found, result.settled);
    },

    /** Where the registration of a cancel or offer link stands. */
    async describe(token: string): Promise<PublicRegistrationOutcome> {
      const found = await findByToken(token, ["cancel", "offer"]);
      return outcomeOf(found, settledAs(found.registration));
    },

    async cancel(origin: RequestOrigin, token: string): Promise<PublicRegistrationOutcome> {
      const found = await findByToken(token, ["cancel"]);
      const settled = await life.transact((unit) =>
        life.cancel(unit, found.registration.event_id, found.registration.id, {
          by: originOf(origin),
          at: now(),
        }),
      );
      return outcomeOf(found, settled, REGISTRATION_MESSAGES.cancelled);
    },

    /** Accepts or declines an offered place; 409 when the offer has passed. */
    async answerOffer(
      origin: RequestOrigin,
      token: string,
      isAccepted: boolean,
    ): Promise<PublicRegistrationOutcome> {
      const found = await findByToken(token, ["offer"]);
      const answered = await life.transact((unit) =>
        life.answerOffer(unit, found.registration.event_id, found.registration.id, isAccepted, {
          by: originOf(origin),
          at: now(),
        }),
      );
      if (answered.isGone) throw conflict(REGISTRATION_MESSAGES.offerGone);
      return outcomeOf(
        found,
        answered,
        isAccepted ? undefined : REGISTRATION_MESSAGES.offerDeclined,
      );
    },
  };
}

export type RegistrationPublicService = ReturnType<typeof createRegistrationPublicService>;
