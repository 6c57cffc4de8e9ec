import { AUDIT_ACTIONS, AUDIT_ACTOR_ROLES, AUDIT_ENTITY_TYPES } from "@events/contract";
import type { MessageId } from "@/i18n/message-id";
import { catalogueKeys } from "@/lib/catalogue-keys";

// The log's words for its kinds of record, actions and roles, as catalogue keys: each is looked
// up when shown, so it follows the active language.

export const AUDIT_ENTITY_TEXT = catalogueKeys("activity.entityType", AUDIT_ENTITY_TYPES);

export const AUDIT_ACTION_TEXT = catalogueKeys("activity.action", AUDIT_ACTIONS);

export const AUDIT_ACTOR_ROLE_TEXT = catalogueKeys("activity.role", AUDIT_ACTOR_ROLES);

/**
 * The names of the fields an entry's changes record (the columns, and a few counts), as catalogue
 * keys. Where a form asks for the field, its label, so the log and the form name it alike; the
 * log's own words for the rest. A field that is not here shows as the log records it.
 */
export const AUDIT_FIELD_TEXT: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  // People: users, participants, registrants, door staff.
  ["name", "participants.field.name"],
  ["email", "participants.field.email"],
  ["phone", "participants.field.phone"],
  ["username", "participants.field.username"],
  ["profile_image", "participants.field.profileImage"],
  ["language", "participants.field.language"],
  ["participant_role", "participants.field.role"],
  ["skip_otp", "participants.field.skipOtp"],
  ["status", "participants.filters.status"],
  ["answers", "activity.field.answers"],
  ["checked_in_at", "activity.field.checkedInAt"],
  ["checked_in_door", "activity.field.door"],
  ["password", "users.form.password"],
  ["type", "activity.field.accountType"],
  ["is_verified", "layout.userStatus.verified"],
  ["passkey_only", "activity.field.passkeyOnly"],
  // Events.
  ["event_name", "events.form.eventName"],
  ["event_datetime", "layout.dateTimePicker.start"],
  ["end_datetime", "layout.dateTimePicker.end"],
  ["time_zone", "events.form.timeZoneLabel"],
  ["description", "events.form.description"],
  ["venue", "events.form.venue"],
  ["is_branded", "events.form.branded"],
  ["event_status", "events.form.eventStatus"],
  ["event_type", "events.form.eventType"],
  ["invitee_number", "events.form.expectedAttendees"],
  ["logo_url", "events.form.logo"],
  ["cover_image_url", "events.form.coverImage"],
  ["contact_person_name", "events.form.contactName"],
  ["contact_person_email", "events.form.contactEmail"],
  ["contact_person_phone", "events.form.contactPhone"],
  ["theme_colors", "events.form.themeColours"],
  ["event_admin_id", "events.form.eventAdmin"],
  ["facebook_link", "events.form.facebook"],
  ["x_link", "events.form.x"],
  ["youtube_link", "events.form.youtube"],
  ["instagram_link", "events.form.instagram"],
  ["website_link", "events.form.website"],
  ["retention_days", "events.form.retentionDaysLabel"],
  // Sessions and documents.
  ["start_datetime", "layout.dateTimePicker.start"],
  ["session_type", "sessions.form.type"],
  ["other_session_type", "sessions.form.otherType"],
  ["image", "sessions.form.image"],
  ["session_id", "activity.entityType.session"],
  ["original_filename", "activity.field.fileName"],
  ["file_type", "activity.field.fileType"],
  ["file_size", "activity.field.fileSize"],
  // Registration: the form's settings and a registration's life.
  ["published", "registration-admin.published"],
  ["slug", "registration-admin.slug"],
  ["publish_agenda", "registration-admin.publishAgenda"],
  ["is_open", "registration-admin.isOpen"],
  ["opens_at", "registration-admin.opensAt"],
  ["closes_at", "registration-admin.closesAt"],
  ["capacity", "registration-admin.capacity"],
  ["waiting_list", "registration-admin.waitingList"],
  ["offer_hours", "registration-admin.offerHours"],
  ["approval_required", "registration-admin.approvalRequired"],
  ["phone_field", "registration-admin.phoneField"],
  ["username_field", "registration-admin.usernameField"],
  ["questions", "registration-admin.questionsTitle"],
  ["state", "registration-admin.column.state"],
  ["participant_id", "activity.entityType.participant"],
  ["offered_until", "registration-admin.column.offeredUntil"],
  ["reject_message", "registration-admin.rejectMessage"],
  // Messages, API tokens, webhooks, door devices.
  ["subject", "messages.composer.subject"],
  ["recipients", "messages.composer.recipients"],
  ["delivery", "messages.delivery.legend"],
  ["token", "activity.field.token"],
  ["scopes", "api-tokens.scopes.legend"],
  ["event_ids", "activity.field.events"],
  ["expires_at", "api-tokens.list.expires"],
  ["url", "webhooks.form.url"],
  ["event_types", "webhooks.form.eventTypes"],
  ["enabled", "webhooks.state.enabled"],
  // Counts: events deleted at once, participants imported, what an erasure removed.
  ["events", "activity.field.events"],
  ["created", "activity.field.created"],
  ["reason", "privacy-admin.erase.reason"],
  ["participants", "activity.field.participants"],
  ["registrations", "registration-admin.registrationsTitle"],
  ["files", "activity.field.files"],
  ["audit_entries_redacted", "activity.field.entriesRedacted"],
  ["messages_cancelled", "activity.field.messagesCancelled"],
]);
