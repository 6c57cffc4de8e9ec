import {
  REGISTRATION_MESSAGES,
  type RegistrationListQuery,
  type RegistrationResponse,
  type RegistrationsResponse,
  toPageRequest,
} from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor } from "../../audit/actor.js";
import type { RegistrationRow } from "../../db/schema.js";
import { presentRegistration } from "../../presenters/registration.js";
import type { Change, RegistrationLife } from "../../registration/registration-life.js";
import type { RegistrationUnit } from "../../registration/registrations.repository.js";
import type {
  ListedRegistration,
  RegistrationsListRepository,
} from "./registrations.repository.js";

export interface RegistrationsServiceDependencies {
  repository: RegistrationsListRepository;
  life: Pick<RegistrationLife, "transact" | "approve" | "reject">;
  access: AccessKernel;
  now?: () => Date;
}

export function createRegistrationsService({
  repository,
  life,
  access,
  now = () => new Date(),
}: RegistrationsServiceDependencies) {
  /**
   * A change of the organiser's in one transaction: the event checked as theirs (and kept so)
   * before its registration lock is taken.
   */
  function changeAsOrganiser(
    actor: Actor,
    eventId: string,
    work: (unit: RegistrationUnit, change: Change) => Promise<RegistrationRow>,
  ): Promise<RegistrationRow> {
    return life.transact(async (unit) => {
      await access.requireEvent(actor, eventId, { in: unit });
      return work(unit, { by: actor, at: now() });
    });
  }

  return {
    /** A page of the event's registrations, and its counts of places. */
    async list(
      caller: Caller,
      eventId: string,
      query: RegistrationListQuery,
    ): Promise<RegistrationsResponse> {
      await access.requireEvent(caller, eventId);
      const { page, page_size, q } = toPageRequest(query);
      const [listed, counts] = await Promise.all([
        repository.listPage(
          eventId,
          { state: query.state, q },
          { offset: (page - 1) * page_size, limit: page_size },
        ),
        repository.countPlaces(eventId),
      ]);
      return {
        registrations: listed.rows.map((row: ListedRegistration) =>
          presentRegistration(row, row.position),
        ),
        page_info: { total: listed.total, page, page_size },
        counts,
      };
    },

    async approve(
      actor: Actor,
      eventId: string,
      registrationId: string,
    ): Promise<RegistrationResponse> {
      const row = await changeAsOrganiser(actor, eventId, (unit, change) =>
        life.approve(unit, eventId, registrationId, change),
      );
      return { registration: presentRegistration(row), message: REGISTRATION_MESSAGES.approved };
    },

    async reject(
      actor: Actor,
      eventId: string,
      registrationId: string,
      message: string | null,
    ): Promise<RegistrationResponse> {
      const row = await changeAsOrganiser(actor, eventId, (unit, change) =>
        life.reject(unit, eventId, registrationId, message, change),
      );
      return { registration: presentRegistration(row), message: REGISTRATION_MESSAGES.rejected };
    },
  };
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
