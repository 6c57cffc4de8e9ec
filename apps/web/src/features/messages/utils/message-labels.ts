import type { DeliveryState, MessageDelivery, ParticipantRole } from "@events/contract";
import type { MessageId } from "@/i18n/message-id";

// The messages' words for the contract's values, as catalogue keys looked up when shown, so
// they follow the active language.

export const DELIVERY_STATE_TEXT = {
  queued: "messages.state.queued",
  sent: "messages.state.sent",
  failed: "messages.state.failed",
  cancelled: "messages.state.cancelled",
  app_only: "messages.state.app_only",
} as const satisfies Record<DeliveryState, MessageId>;

export const ROLE_TEXT = {
  attendee: "messages.role.attendee",
  speaker: "messages.role.speaker",
  host: "messages.role.host",
  lecturer: "messages.role.lecturer",
  guest: "messages.role.guest",
} as const satisfies Record<ParticipantRole, MessageId>;

/** A role's participants in the plural, for a segment in words ('Speakers, active'). */
export const ROLE_PLURAL_TEXT = {
  attendee: "messages.segment.role.attendee",
  speaker: "messages.segment.role.speaker",
  host: "messages.segment.role.host",
  lecturer: "messages.segment.role.lecturer",
  guest: "messages.segment.role.guest",
} as const satisfies Record<ParticipantRole, MessageId>;

export const DELIVERY_TEXT = {
  email_and_app: "messages.delivery.email_and_app",
  app_only: "messages.delivery.app_only",
} as const satisfies Record<MessageDelivery, MessageId>;

export const DELIVERY_HINT_TEXT = {
  email_and_app: "messages.delivery.hint.email_and_app",
  app_only: "messages.delivery.hint.app_only",
} as const satisfies Record<MessageDelivery, MessageId>;

/** What Send's question adds about where the message goes. */
export const CONFIRM_TEXT = {
  email_and_app: "messages.composer.confirm.email_and_app",
  app_only: "messages.composer.confirm.app_only",
} as const satisfies Record<MessageDelivery, MessageId>;

/** The composer's choices of status and check-in; '' leaves the segment unnarrowed. */
export const STATUS_OPTIONS = [
  { value: "active", text: "messages.composer.active" },
  { value: "inactive", text: "messages.composer.inactive" },
  { value: "", text: "messages.composer.anyStatus" },
] as const satisfies readonly { value: string; text: MessageId }[];

export const CHECKED_IN_OPTIONS = [
  { value: "", text: "messages.composer.anyCheckIn" },
  { value: "true", text: "messages.composer.checkedIn" },
  { value: "false", text: "messages.composer.notCheckedIn" },
] as const satisfies readonly { value: string; text: MessageId }[];
