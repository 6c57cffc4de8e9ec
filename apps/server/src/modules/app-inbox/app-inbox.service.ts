import {
  type Language,
  MESSAGE_TEXTS,
  type MyMessage,
  type MyMessageResponse,
  type MyMessagesResponse,
} from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { PersonCaller } from "../../access/person-scope.js";
import { notFound } from "../../errors.js";
import { renderMessage } from "../../participant-messages/message-text.js";
import { appAddress } from "../../people/app-link.js";
import type { AppInboxRepository, InboxCopy, OwnCopies } from "./app-inbox.repository.js";

export interface AppInboxServiceDependencies {
  repository: AppInboxRepository;
  access: AccessKernel;
  /** The server's public address, for {app_link}. */
  publicUrl: string;
  /** The language of the fixed parts for a reader who has none (DEFAULT_LANGUAGE). */
  defaultLanguage: Language;
}

export function createAppInboxService({
  repository,
  access,
  publicUrl,
  defaultLanguage,
}: AppInboxServiceDependencies) {
  const ownCopiesOf =
    (caller: PersonCaller): OwnCopies =>
    (participantIdColumn) =>
      access.person.ownRowsOf(caller, participantIdColumn);

  /**
   * The copy with its placeholders filled in as its e-mail had them, but for the app: the
   * ticket is the app's own screen, and {app_link} is the app's address. A skip_otp
   * participant's e-mail holds their personal sign-in link; the reader here is signed in
   * already, so that credential is not repeated in an answer every session of theirs reads and
   * the offline app keeps.
   */
  function present(copy: InboxCopy): MyMessage {
    const rendered = renderMessage(
      copy,
      {
        name: copy.name,
        appLink: appAddress(publicUrl),
        language: copy.language ?? defaultLanguage,
      },
      copy.event,
      "app",
    );
    return {
      id: copy.id,
      event_id: copy.event_id,
      event_name: copy.event.event_name,
      subject: rendered.subject,
      body: rendered.text,
      sent_at: copy.created_date.toISOString(),
      is_read: copy.read_at !== null,
    };
  }

  return {
    /** The person's copies across all their events, newest first, and how many are unread. */
    async list(caller: PersonCaller): Promise<MyMessagesResponse> {
      const copies = await repository.listCopies(ownCopiesOf(caller));
      return {
        messages: copies.map(present),
        unread: copies.filter((copy) => copy.read_at === null).length,
      };
    },

    /** Marks one of the person's copies read (once: the first reading's time stays). */
    async markRead(caller: PersonCaller, copyId: string): Promise<MyMessageResponse> {
      const own = ownCopiesOf(caller);
      const isOwn = await repository.markRead(own, copyId);
      const copy = isOwn ? await repository.findCopy(own, copyId) : undefined;
      if (!copy) throw notFound(MESSAGE_TEXTS.notFound);
      return { message: present(copy) };
    },
  };
}

export type AppInboxService = ReturnType<typeof createAppInboxService>;
