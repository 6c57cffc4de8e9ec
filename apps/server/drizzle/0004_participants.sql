CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"username" text NOT NULL,
	"participant_role" text DEFAULT 'attendee' NOT NULL,
	"profile_image" text,
	"status" text DEFAULT 'active' NOT NULL,
	"skip_otp" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_participant_role_check" CHECK ("participants"."participant_role" in ('attendee', 'speaker', 'host', 'lecturer', 'guest'))
);
--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participants_event_id_email_lower_unique" ON "participants" USING btree ("event_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "participants_event_id_username_lower_unique" ON "participants" USING btree ("event_id",lower("username"));--> statement-breakpoint
CREATE INDEX "participants_event_id_created_date_index" ON "participants" USING btree ("event_id","created_date");--> statement-breakpoint
CREATE INDEX "participants_user_id_index" ON "participants" USING btree ("user_id");