CREATE TABLE "check_in_devices" (
	"device_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"session_id" uuid,
	"door" text NOT NULL,
	"unsent" integer NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_devices_event_id_device_id_pk" PRIMARY KEY("event_id","device_id"),
	CONSTRAINT "check_in_devices_unsent_check" CHECK ("check_in_devices"."unsent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "check_in_scans" (
	"nonce" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"participant_id" uuid,
	"user_id" uuid,
	"device_id" uuid NOT NULL,
	"door" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	CONSTRAINT "check_in_scans_outcome_check" CHECK ("check_in_scans"."outcome" in ('checked_in', 'already_checked_in', 'unknown_ticket', 'ticket_renewed', 'inactive', 'participant_not_found', 'too_old'))
);
--> statement-breakpoint
CREATE TABLE "device_pairings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_pairings_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "event_staff" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_staff_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "renewed_tickets" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"participant_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_role_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_type_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_type_check";--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "checked_in_door" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "checked_in_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "check_in_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_event_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "check_in_devices" ADD CONSTRAINT "check_in_devices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_devices" ADD CONSTRAINT "check_in_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_devices" ADD CONSTRAINT "check_in_devices_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pairings" ADD CONSTRAINT "device_pairings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pairings" ADD CONSTRAINT "device_pairings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pairings" ADD CONSTRAINT "device_pairings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_staff" ADD CONSTRAINT "event_staff_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_staff" ADD CONSTRAINT "event_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_staff" ADD CONSTRAINT "event_staff_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewed_tickets" ADD CONSTRAINT "renewed_tickets_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewed_tickets" ADD CONSTRAINT "renewed_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_devices_user_id_index" ON "check_in_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "check_in_devices_session_id_index" ON "check_in_devices" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "check_in_scans_event_id_index" ON "check_in_scans" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "check_in_scans_participant_id_index" ON "check_in_scans" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "check_in_scans_user_id_index" ON "check_in_scans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "device_pairings_event_id_index" ON "device_pairings" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "device_pairings_user_id_index" ON "device_pairings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "device_pairings_created_by_index" ON "device_pairings" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "event_staff_user_id_index" ON "event_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_staff_added_by_index" ON "event_staff" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "renewed_tickets_participant_id_index" ON "renewed_tickets" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "staff_invitations_user_id_index" ON "staff_invitations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_event_id_events_id_fk" FOREIGN KEY ("device_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participants_event_id_code_hash_index" ON "participants" USING btree ("event_id",encode(sha256("check_in_code"::bytea), 'hex'));--> statement-breakpoint
CREATE INDEX "participants_event_id_check_in_list_changed_index" ON "participants" USING btree ("event_id",greatest("updated_date", "check_in_changed_at"));--> statement-breakpoint
CREATE INDEX "sessions_device_event_id_index" ON "sessions" USING btree ("device_event_id") WHERE "sessions"."device_event_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_role_check" CHECK ("audit_log"."actor_role" in ('system_admin', 'event_admin', 'door_staff', 'system', 'anonymous', 'participant'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'delete_all', 'import', 'check_in', 'undo_check_in', 'renew_ticket', 'calendar_link_rotate', 'send', 'password_change', 'code_sent', 'sign_in', 'sign_in_failed', 'code_failed', 'sign_out', 'erase', 'confirm', 'approve', 'reject', 'cancel', 'offer', 'accept_offer', 'decline_offer', 'expire', 'add_staff', 'remove_staff', 'pair_device', 'revoke_device'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_type_check" CHECK ("audit_log"."entity_type" in ('user', 'event', 'event_document', 'session', 'session_document', 'participant', 'message', 'person', 'registration', 'registration_form', 'door_staff', 'device'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_check" CHECK (("sessions"."device_event_id" is null) = ("sessions"."device_name" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_type_check" CHECK ("users"."type" in ('system_admin', 'event_admin', 'door_staff'));