-- The mailbox an e-mail reaches: trimmed, in lower case, a "+tag" of the local part dropped
-- (ann+events@x.org is ann@x.org). Registration's one-per-mailbox rule and its indexes use it.
CREATE FUNCTION mailbox_key(email text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	RETURN regexp_replace(lower(btrim(email)), '\+[^@]*@', '@');--> statement-breakpoint
CREATE TABLE "event_registration" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"published" boolean NOT NULL,
	"is_open" boolean NOT NULL,
	"opens_at" timestamp,
	"closes_at" timestamp,
	"capacity" integer,
	"waiting_list" boolean NOT NULL,
	"offer_hours" integer NOT NULL,
	"approval_required" boolean NOT NULL,
	"participant_role" text NOT NULL,
	"slug" text,
	"publish_agenda" boolean NOT NULL,
	"phone_field" text NOT NULL,
	"username_field" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registration_capacity_check" CHECK ("event_registration"."capacity" >= 1),
	CONSTRAINT "event_registration_offer_hours_check" CHECK ("event_registration"."offer_hours" >= 1),
	CONSTRAINT "event_registration_participant_role_check" CHECK ("event_registration"."participant_role" in ('attendee', 'speaker', 'host', 'lecturer', 'guest')),
	CONSTRAINT "event_registration_phone_field_check" CHECK ("event_registration"."phone_field" in ('hidden', 'optional', 'required')),
	CONSTRAINT "event_registration_username_field_check" CHECK ("event_registration"."username_field" in ('hidden', 'optional', 'required'))
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"username" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consent" jsonb NOT NULL,
	"participant_id" uuid,
	"code_hash" text,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"confirm_by" timestamp with time zone,
	"link_key" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"waiting_since" timestamp with time zone,
	"offered_until" timestamp with time zone,
	"reject_message" text,
	"confirmed_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_state_check" CHECK ("registrations"."state" in ('unconfirmed', 'pending', 'waiting', 'offered', 'registered', 'cancelled', 'rejected', 'expired', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_type_check";--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registration" ADD CONSTRAINT "event_registration_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registration_slug_unique" ON "event_registration" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_id_mailbox_live_unique" ON "registrations" USING btree ("event_id",mailbox_key("email")) WHERE "registrations"."state" in ('pending', 'waiting', 'offered');--> statement-breakpoint
CREATE INDEX "registrations_event_id_state_index" ON "registrations" USING btree ("event_id","state","waiting_since","id");--> statement-breakpoint
CREATE INDEX "registrations_event_id_created_date_index" ON "registrations" USING btree ("event_id","created_date");--> statement-breakpoint
CREATE INDEX "registrations_confirm_by_index" ON "registrations" USING btree ("confirm_by") WHERE "registrations"."state" = 'unconfirmed';--> statement-breakpoint
CREATE INDEX "registrations_offered_until_index" ON "registrations" USING btree ("offered_until") WHERE "registrations"."state" = 'offered';--> statement-breakpoint
CREATE INDEX "registrations_participant_id_index" ON "registrations" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "registrations_person_email_index" ON "registrations" USING btree (lower(btrim("email")));--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_at_index" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "participants_event_id_mailbox_index" ON "participants" USING btree ("event_id",mailbox_key("email"));--> statement-breakpoint
CREATE INDEX "participants_answers_index" ON "participants" USING gin ("answers" jsonb_path_ops);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'delete_all', 'import', 'check_in', 'undo_check_in', 'renew_ticket', 'calendar_link_rotate', 'send', 'password_change', 'code_sent', 'sign_in', 'sign_in_failed', 'code_failed', 'sign_out', 'erase', 'confirm', 'approve', 'reject', 'cancel', 'offer', 'accept_offer', 'decline_offer', 'expire'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_type_check" CHECK ("audit_log"."entity_type" in ('user', 'event', 'event_document', 'session', 'session_document', 'participant', 'message', 'person', 'registration', 'registration_form'));