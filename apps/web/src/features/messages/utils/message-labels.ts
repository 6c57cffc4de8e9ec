import { DELIVERY_STATES, MESSAGE_DELIVERIES, PARTICIPANT_ROLES } from "@events/contract";
import type { MessageId } from "@/i18n/message-id";
import { catalogueKeys } from "@/lib/catalogue-keys";

// The messages' words for the contract's values, as catalogue keys looked up when shown, so
// they follow the active language.

export const DELIVERY_STATE_TEXT = catalogueKeys("messages.state", DELIVERY_STATES);

export const ROLE_TEXT = catalogueKeys("messages.role", PARTICIPANT_ROLES);

/** A role's participants in the plural, for a segment in words ('Speakers, active'). */
export const ROLE_PLURAL_TEXT = catalogueKeys("messages.segment.role", PARTICIPANT_ROLES);

export const DELIVERY_TEXT = catalogueKeys("messages.delivery", MESSAGE_DELIVERIES);

export const DELIVERY_HINT_TEXT = catalogueKeys("messages.delivery.hint", MESSAGE_DELIVERIES);

/** What Send's question adds about where the message goes. */
export const CONFIRM_TEXT = catalogueKeys("messages.composer.confirm", MESSAGE_DELIVERIES);

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
