CREATE TABLE "event_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"session_type" text NOT NULL,
	"other_session_type" text,
	"start_datetime" timestamp NOT NULL,
	"end_datetime" timestamp NOT NULL,
	"venue" text,
	"image" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sessions_session_type_check" CHECK ("event_sessions"."session_type" in ('general_info', 'opening_ceremony', 'keynote', 'panel_discussion', 'workshop', 'excursion', 'field_visit', 'meeting', 'speakers', 'other')),
	CONSTRAINT "event_sessions_other_session_type_check" CHECK ("event_sessions"."session_type" = 'other' or "event_sessions"."other_session_type" is null),
	CONSTRAINT "event_sessions_dates_check" CHECK ("event_sessions"."end_datetime" >= "event_sessions"."start_datetime")
);
--> statement-breakpoint
CREATE TABLE "session_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"original_filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"uploaded_by" uuid,
	"uploaded_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_documents_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "session_documents_file_size_check" CHECK ("session_documents"."file_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_documents" ADD CONSTRAINT "session_documents_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_documents" ADD CONSTRAINT "session_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_sessions_event_id_start_datetime_index" ON "event_sessions" USING btree ("event_id","start_datetime");--> statement-breakpoint
CREATE INDEX "session_documents_uploaded_by_index" ON "session_documents" USING btree ("uploaded_by");