CREATE TABLE "app_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"person_id" uuid,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_challenges_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "app_challenges_purpose_check" CHECK ("app_challenges"."purpose" in ('sign_in', 'email_change', 'account_deletion'))
);
--> statement-breakpoint
CREATE TABLE "app_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_signed_in_at" timestamp with time zone,
	"last_signed_in_at" timestamp with time zone,
	"calendar_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_people_calendar_token_unique" UNIQUE("calendar_token"),
	CONSTRAINT "app_people_email_key_check" CHECK ("app_people"."email" = lower(btrim("app_people"."email")))
);
--> statement-breakpoint
CREATE TABLE "app_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "app_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "session_bookmarks" (
	"participant_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_bookmarks_participant_id_session_id_pk" PRIMARY KEY("participant_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_role_check";--> statement-breakpoint
ALTER TABLE "app_challenges" ADD CONSTRAINT "app_challenges_person_id_app_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."app_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_person_id_app_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."app_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_bookmarks" ADD CONSTRAINT "session_bookmarks_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_bookmarks" ADD CONSTRAINT "session_bookmarks_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_challenges_email_index" ON "app_challenges" USING btree ("email");--> statement-breakpoint
CREATE INDEX "app_challenges_person_id_index" ON "app_challenges" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "app_challenges_expires_at_index" ON "app_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_people_email_unique" ON "app_people" USING btree ("email");--> statement-breakpoint
CREATE INDEX "app_sessions_person_id_index" ON "app_sessions" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "session_bookmarks_session_id_index" ON "session_bookmarks" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "participants_person_email_index" ON "participants" USING btree (lower(btrim("email")));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_role_check" CHECK ("audit_log"."actor_role" in ('system_admin', 'event_admin', 'system', 'anonymous', 'participant'));