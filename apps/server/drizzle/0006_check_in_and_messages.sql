CREATE TABLE "event_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"segment" jsonb NOT NULL,
	"created_by" uuid,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"participant_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "message_recipients_state_check" CHECK ("message_recipients"."state" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "check_in_code" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_event_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."event_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_messages_event_id_created_date_index" ON "event_messages" USING btree ("event_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_message_id_participant_id_unique" ON "message_recipients" USING btree ("message_id","participant_id");--> statement-breakpoint
CREATE INDEX "message_recipients_message_id_state_index" ON "message_recipients" USING btree ("message_id","state");--> statement-breakpoint
CREATE INDEX "message_recipients_participant_id_index" ON "message_recipients" USING btree ("participant_id");--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participants_check_in_code_unique" ON "participants" USING btree ("check_in_code");--> statement-breakpoint
CREATE INDEX "participants_event_id_checked_in_index" ON "participants" USING btree ("event_id") WHERE "participants"."checked_in_at" is not null;--> statement-breakpoint
CREATE INDEX "participants_checked_in_by_index" ON "participants" USING btree ("checked_in_by");--> statement-breakpoint
-- Checking in updates a participant many times a day; only a change of event, role or status
-- moves a counter, so an update now counts only the rows whose key changed.
CREATE OR REPLACE FUNCTION participant_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		INSERT INTO participant_counts AS counts (event_id, participant_role, is_active, count)
		SELECT event_id, participant_role, is_active, sum(delta)
		FROM (
			SELECT o.event_id, o.participant_role, participant_is_active(o.status) AS is_active, -1 AS delta
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.event_id, o.participant_role, participant_is_active(o.status))
				IS DISTINCT FROM (n.event_id, n.participant_role, participant_is_active(n.status))
			UNION ALL
			SELECT n.event_id, n.participant_role, participant_is_active(n.status), 1
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.event_id, o.participant_role, participant_is_active(o.status))
				IS DISTINCT FROM (n.event_id, n.participant_role, participant_is_active(n.status))
		) AS moved
		GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT (event_id, participant_role, is_active)
		DO UPDATE SET count = counts.count + excluded.count;
		RETURN NULL;
	END IF;
	IF TG_OP = 'DELETE' THEN
		UPDATE participant_counts AS counts SET count = counts.count - removed.count
		FROM (
			SELECT event_id, participant_role, participant_is_active(status) AS is_active, count(*) AS count
			FROM old_rows GROUP BY 1, 2, 3
		) AS removed
		WHERE counts.event_id = removed.event_id
			AND counts.participant_role = removed.participant_role
			AND counts.is_active = removed.is_active;
	END IF;
	IF TG_OP = 'INSERT' THEN
		INSERT INTO participant_counts AS counts (event_id, participant_role, is_active, count)
		SELECT event_id, participant_role, participant_is_active(status), count(*)
		FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (event_id, participant_role, is_active)
		DO UPDATE SET count = counts.count + excluded.count;
	END IF;
	RETURN NULL;
END
$$;
