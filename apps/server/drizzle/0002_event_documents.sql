CREATE TABLE "event_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"original_filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"uploaded_by" uuid,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_documents_file_size_check" CHECK ("event_documents"."file_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_documents" ADD CONSTRAINT "event_documents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_documents" ADD CONSTRAINT "event_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_documents_event_id_upload_date_index" ON "event_documents" USING btree ("event_id","upload_date");--> statement-breakpoint
CREATE INDEX "event_documents_uploaded_by_index" ON "event_documents" USING btree ("uploaded_by");