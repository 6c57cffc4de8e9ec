import type { Readable } from "node:stream";
import {
  type ErasureCounts,
  type ErasureRecord,
  type ErasureRequest,
  type ErasuresPage,
  type ErasuresQuery,
  type PersonData,
  personKey,
  toPageRequest,
} from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor } from "../../audit/actor.js";
import type { ErasureRow } from "../../db/schema.js";
import type { UploadStore } from "../../files/upload-store.js";
import { writePersonArchive } from "../../privacy/person-archive.js";
import type { PrivacyRepository } from "../../privacy/privacy.repository.js";
import type { PrivacyEngine } from "../../privacy/privacy-engine.js";

export interface PrivacyServiceDependencies {
  privacyEngine: PrivacyEngine;
  privacyRepository: Pick<PrivacyRepository, "listErasures">;
  access: AccessKernel;
  uploadStore: Pick<UploadStore, "openStoredFile">;
}

function presentErasure(row: ErasureRow): ErasureRecord {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    event_id: row.event_id,
    reason: row.reason,
    participants: row.participants,
    files: row.files,
    audit_entries_redacted: row.audit_entries_redacted,
    messages_cancelled: row.messages_cancelled,
  };
}

export function createPrivacyService({
  privacyEngine,
  privacyRepository,
  access,
  uploadStore,
}: PrivacyServiceDependencies) {
  return {
    /**
     * What is held on the person in the events the caller may see: every event for a system
     * admin, their own for an event admin. Nothing held is an answer with empty lists.
     */
    findPerson(caller: Caller, email: string): Promise<PersonData> {
      return privacyEngine.findPerson(access.scopeOf(caller), personKey(email));
    },

    /** findPerson's answer as person.json in a zip with the person's files. */
    async personArchive(caller: Caller, email: string): Promise<Readable> {
      const data = await privacyEngine.findPerson(access.scopeOf(caller), personKey(email));
      return writePersonArchive(uploadStore, data);
    },

    /** Erases the person everywhere (the route admits system admins only). */
    async erasePerson(actor: Actor, request: ErasureRequest): Promise<ErasureCounts> {
      const counts = await privacyEngine.erase(
        actor,
        { kind: "person", email: personKey(request.email) },
        { kind: "person", reason: request.reason },
      );
      if (!counts) throw new Error("A person's erasure always answers its counts");
      return counts;
    },

    async listErasures(query: ErasuresQuery): Promise<ErasuresPage> {
      const { page, page_size } = toPageRequest(query);
      const { rows, total } = await privacyRepository.listErasures({
        offset: (page - 1) * page_size,
        limit: page_size,
      });
      return { erasures: rows.map(presentErasure), total, page, page_size };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
