CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_name" text NOT NULL,
	"event_datetime" timestamp,
	"end_datetime" timestamp,
	"description" text,
	"venue" text,
	"is_branded" boolean DEFAULT false NOT NULL,
	"event_status" text DEFAULT 'SCHEDULED' NOT NULL,
	"event_type" text NOT NULL,
	"invitee_number" integer,
	"logo_url" text,
	"cover_image_url" text,
	"contact_person_name" text,
	"contact_person_email" text,
	"contact_person_phone" text,
	"contact_person_profile_image" text,
	"theme_colors" jsonb DEFAULT '["#3B82F6","#8B5CF6","#EC4899"]'::jsonb NOT NULL,
	"event_admin_id" uuid,
	"facebook_link" text,
	"x_link" text,
	"youtube_link" text,
	"instagram_link" text,
	"website_link" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_event_status_check" CHECK ("events"."event_status" in ('SCHEDULED', 'ACTIVE', 'UPCOMING', 'INPROGRESS', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "events_invitee_number_check" CHECK ("events"."invitee_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_admin_id_users_id_fk" FOREIGN KEY ("event_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_event_admin_id_created_date_id_index" ON "events" USING btree ("event_admin_id","created_date","id");--> statement-breakpoint
CREATE INDEX "events_created_date_id_index" ON "events" USING btree ("created_date","id");