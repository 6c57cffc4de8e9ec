import { randomUUID } from "node:crypto";
import {
  type AddStaffRequest,
  DEVICE_SESSION_IDLE_SECONDS,
  DOOR_STAFF_MESSAGES,
  type DoorEvent,
  PAIRING_CODE_MINUTES,
  type PairingResponse,
  STAFF_INVITATION_DAYS,
  type StaffDevice,
  type StaffMember,
  type StaffMemberResponse,
} from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import { type Actor, originOf, type RequestOrigin } from "../../audit/actor.js";
import type { AuditRecord } from "../../audit/audit-entry.js";
import { formatWallClock } from "../../db/wall-clock.js";
import { badRequest, conflict, notFound } from "../../errors.js";
import { hashPassword } from "../../security/passwords.js";
import { generateToken, hashToken } from "../../security/tokens.js";
import type { DeviceSessions, StartedSession } from "../../sign-in/admin-sessions.js";
import { qrSvg } from "../../tickets/ticket-qr.js";
import { invitationToken, pairingUrl } from "./door-links.js";
import type {
  DoorStaffRepository,
  StaffDeviceRow,
  StaffMemberRow,
} from "./door-staff.repository.js";
import type { DoorStaffMail } from "./door-staff-mail.js";

export interface DoorStaffServiceDependencies {
  repository: DoorStaffRepository;
  access: AccessKernel;
  mail: Pick<DoorStaffMail, "enqueue" | "takeQueuedNow">;
  sessions: DeviceSessions;
  secretKey: string;
  publicUrl: string;
}

const staffNotFound = () => notFound(DOOR_STAFF_MESSAGES.staffNotFound);

function presentDevice(device: StaffDeviceRow): StaffDevice {
  return {
    id: device.id,
    name: device.name,
    door: device.door,
    paired_at: device.paired_at.toISOString(),
    last_used_at: device.last_used_at.toISOString(),
  };
}

function presentMember(member: StaffMemberRow, devices: readonly StaffDeviceRow[]): StaffMember {
  return {
    user_id: member.user_id,
    name: member.name,
    email: member.email,
    password_chosen: member.password_chosen,
    added_at: member.added_at.toISOString(),
    devices: devices.filter((device) => device.user_id === member.user_id).map(presentDevice),
  };
}

/** An entry about one member of an event's staff; name and e-mail say who, as they were. */
function staffRecord(
  action: "add_staff" | "remove_staff",
  eventId: string,
  member: Pick<StaffMemberRow, "user_id" | "name" | "email">,
): AuditRecord {
  const fields = { name: member.name, email: member.email };
  return {
    action,
    entity_type: "door_staff",
    entity_id: member.user_id,
    event_id: eventId,
    changes: Object.fromEntries(
      Object.entries(fields).map(([field, value]) =>
        action === "add_staff" ? [field, [null, value]] : [field, [value, null]],
      ),
    ),
  };
}

export function createDoorStaffService({
  repository,
  access,
  mail,
  sessions,
  secretKey,
  publicUrl,
}: DoorStaffServiceDependencies) {
  return {
    /** The event's door staff with their paired devices. */
    async listStaff(caller: Caller, eventId: string): Promise<StaffMember[]> {
      await access.requireEvent(caller, eventId);
      const [members, devices] = await Promise.all([
        repository.listStaff(eventId),
        repository.listDevices(eventId, DEVICE_SESSION_IDLE_SECONDS),
      ]);
      return members.map((member) => presentMember(member, devices));
    },

    /**
     * Adds a person to the event's door staff by e-mail. A new address gets a door staff account
     * with a password nobody knows, and an e-mailed link to choose one; an existing door staff
     * account is only added. An administrator's address is refused: they need no door access.
     */
    async addStaff(
      actor: Actor,
      eventId: string,
      input: AddStaffRequest,
    ): Promise<StaffMemberResponse> {
      // Hashed before the transaction, and only when no account has the address: argon2 is slow.
      const unusablePassword = (await repository.findUserByEmail(input.email))
        ? undefined
        : await hashPassword(generateToken());
      const { member, invited } = await repository.runInTransaction(async (unit) => {
        await access.requireEvent(actor, eventId, { in: unit });
        let account = await unit.findUserByEmail(input.email);
        let isNewAccount = false;
        if (!account) {
          account = await unit.createAccount({
            name: input.name,
            email: input.email,
            password_hash: unusablePassword ?? (await hashPassword(generateToken())),
          });
          isNewAccount = account !== undefined;
          // Another request made the account meanwhile: theirs is the one.
          account ??= await unit.findUserByEmail(input.email);
        }
        if (!account) throw new Error("The door staff account was neither found nor made");
        if (account.type !== "door_staff") throw conflict(DOOR_STAFF_MESSAGES.administratorEmail);
        if (!(await unit.addStaff(eventId, account.id, actor.user.id))) {
          throw conflict(DOOR_STAFF_MESSAGES.alreadyStaff);
        }
        const added = await unit.findStaffMember(eventId, account.id);
        if (!added) throw new Error("The door staff member just added was not found");
        // Someone who never chose a password gets a fresh link: their first may have expired.
        const invites = isNewAccount || !added.password_chosen;
        if (invites) {
          const invitationId = randomUUID();
          await unit.insertInvitation({
            id: invitationId,
            user_id: account.id,
            token_hash: hashToken(invitationToken(secretKey, invitationId)),
            days: STAFF_INVITATION_DAYS,
          });
          await mail.enqueue(unit, { invitationId, eventId });
        }
        await unit.audit(actor, staffRecord("add_staff", eventId, added));
        return { member: added, invited: invites };
      });
      if (invited) mail.takeQueuedNow();
      return {
        message: invited ? DOOR_STAFF_MESSAGES.added : DOOR_STAFF_MESSAGES.addedExisting,
        staff_member: presentMember(member, []),
      };
    },

    /** Takes them off the event's staff; their devices paired for it are signed out at once. */
    async removeStaff(actor: Actor, eventId: string, userId: string): Promise<void> {
      await repository.runInTransaction(async (unit) => {
        await access.requireEvent(actor, eventId, { in: unit });
        const removed = await unit.removeStaff(eventId, userId);
        if (!removed) throw staffNotFound();
        await unit.audit(actor, staffRecord("remove_staff", eventId, removed));
      });
    },

    /**
     * A one-use code that pairs a device for this staff member at this event, as the link and
     * QR code the admin shows; only its hash is kept.
     */
    async createPairing(actor: Actor, eventId: string, userId: string): Promise<PairingResponse> {
      const code = generateToken();
      const expiresAt = await repository.runInTransaction(async (unit) => {
        await access.requireEvent(actor, eventId, { in: unit });
        if (!(await unit.lockStaff(eventId, userId))) throw staffNotFound();
        const until = await unit.insertPairing({
          event_id: eventId,
          user_id: userId,
          code_hash: hashToken(code),
          created_by: actor.user.id,
          minutes: PAIRING_CODE_MINUTES,
        });
        await unit.audit(actor, {
          action: "pair_device",
          entity_type: "door_staff",
          entity_id: userId,
          event_id: eventId,
          changes: { expires_at: [null, until.toISOString()] },
        });
        return until;
      });
      const url = pairingUrl(publicUrl, code);
      return { url, qr_svg: await qrSvg(url), expires_at: expiresAt.toISOString() };
    },

    /** Signs one paired device out. */
    async revokeDevice(
      actor: Actor,
      eventId: string,
      userId: string,
      deviceId: string,
    ): Promise<void> {
      await repository.runInTransaction(async (unit) => {
        await access.requireEvent(actor, eventId, { in: unit });
        const revoked = await unit.deleteDeviceSession(eventId, userId, deviceId);
        if (!revoked) throw notFound(DOOR_STAFF_MESSAGES.deviceNotFound);
        await unit.audit(actor, {
          action: "revoke_device",
          entity_type: "device",
          entity_id: deviceId,
          event_id: eventId,
          changes: { name: [revoked.name, null] },
        });
      });
    },

    /**
     * Pairs this browser with the code of a pairing QR: uses the code up and starts a session
     * for its staff member narrowed to its event. Every refusal is the same 400, so nobody can
     * tell a used code from an expired or an unknown one.
     */
    async pairDevice(
      origin: RequestOrigin,
      code: string,
      deviceName: string,
    ): Promise<StartedSession & { eventId: string }> {
      const invalid = () => badRequest(DOOR_STAFF_MESSAGES.pairingInvalid);
      return repository.runInTransaction(async (unit) => {
        const pairing = await unit.redeemPairing(hashToken(code));
        if (!pairing) throw invalid();
        const user = await unit.findUser(pairing.user_id);
        if (!user || !(await unit.lockStaff(pairing.event_id, pairing.user_id))) throw invalid();
        const started = await sessions.startDeviceSession(unit, user.id, {
          eventId: pairing.event_id,
          name: deviceName,
        });
        await unit.audit(
          { ...originOf(origin), user },
          {
            action: "sign_in",
            entity_type: "device",
            entity_id: started.session.id,
            event_id: pairing.event_id,
            changes: { name: [null, deviceName] },
          },
        );
        return { ...started, eventId: pairing.event_id };
      });
    },

    /**
     * Sets the password of new door staff from their invitation's link, once; their other links
     * (one per event they were added to before choosing) stop working. What was signed in with
     * the password before (nothing, unless the link came late) is signed out.
     */
    async choosePassword(origin: RequestOrigin, token: string, password: string): Promise<void> {
      const invalid = () => badRequest(DOOR_STAFF_MESSAGES.invitationInvalid);
      const passwordHash = await hashPassword(password);
      await repository.runInTransaction(async (unit) => {
        const userId = await unit.useInvitation(hashToken(token));
        if (!userId) throw invalid();
        await unit.voidInvitations(userId);
        const user = await unit.setPassword(userId, passwordHash);
        if (!user) throw invalid();
        await unit.endPasswordSessions(userId);
        await unit.audit(
          { ...originOf(origin), user },
          {
            action: "password_change",
            entity_type: "user",
            entity_id: userId,
            event_id: null,
            changes: { password: [null, null] },
          },
        );
      });
    },

    /** The events at which the caller may check people in: a paired device's one event. */
    async listDoorEvents(caller: Caller): Promise<DoorEvent[]> {
      const rows = await repository.listEvents((eventIdColumn) =>
        access.door.eventsOf(caller, eventIdColumn),
      );
      return rows.map((row) => ({
        ...row,
        event_datetime: formatWallClock(row.event_datetime),
        end_datetime: formatWallClock(row.end_datetime),
      }));
    },
  };
}

export type DoorStaffService = ReturnType<typeof createDoorStaffService>;
