-- Contains-searches (q) use trigram indexes. pg_trgm is a trusted extension: the database's
-- owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "participants_event_id_created_date_index";--> statement-breakpoint
CREATE INDEX "events_search_trgm_index" ON "events" USING gin (lower(coalesce("event_name", '') || chr(1) || coalesce("venue", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "participants_event_id_created_date_id_index" ON "participants" USING btree ("event_id","created_date","id");--> statement-breakpoint
CREATE INDEX "participants_event_id_name_id_index" ON "participants" USING btree ("event_id","name","id");--> statement-breakpoint
CREATE INDEX "participants_event_id_email_id_index" ON "participants" USING btree ("event_id","email","id");--> statement-breakpoint
CREATE INDEX "participants_search_trgm_index" ON "participants" USING gin (lower(coalesce("name", '') || chr(1) || coalesce("email", '') || chr(1) || coalesce("phone", '') || chr(1) || coalesce("username", '') || chr(1) || coalesce("participant_role", '')) gin_trgm_ops);--> statement-breakpoint
-- How many participants each event has, per role and active or not: the paged lists and the
-- summary read their totals here instead of counting up to 100,000 rows on every page. Kept by
-- statement triggers on participants, in the same transaction as the change (an import of
-- 20,000 rows updates each counter once), so it is never out of step. Not in the drizzle
-- schema: nothing but these triggers writes it.
CREATE TABLE "participant_counts" (
	"event_id" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	"participant_role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"count" bigint NOT NULL,
	PRIMARY KEY ("event_id", "participant_role", "is_active")
);--> statement-breakpoint
CREATE FUNCTION participant_is_active(status text) RETURNS boolean
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN lower(trim(status)) IN ('active', 'true');--> statement-breakpoint
-- Adds the counts of the rows in 'added' and takes away those in 'removed'. Counters are written
-- in key order, so two transactions never wait on each other in a circle. A counter of an event
-- that is being deleted is gone already, so removals only update (an insert would point at the
-- deleted event).
CREATE FUNCTION participant_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE participant_counts AS counts SET count = counts.count - removed.count
		FROM (
			SELECT event_id, participant_role, participant_is_active(status) AS is_active, count(*) AS count
			FROM old_rows GROUP BY 1, 2, 3
		) AS removed
		WHERE counts.event_id = removed.event_id
			AND counts.participant_role = removed.participant_role
			AND counts.is_active = removed.is_active;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO participant_counts AS counts (event_id, participant_role, is_active, count)
		SELECT event_id, participant_role, participant_is_active(status), count(*)
		FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (event_id, participant_role, is_active)
		DO UPDATE SET count = counts.count + excluded.count;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER participant_counts_insert AFTER INSERT ON participants
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION participant_counts_apply();--> statement-breakpoint
CREATE TRIGGER participant_counts_update AFTER UPDATE ON participants
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION participant_counts_apply();--> statement-breakpoint
CREATE TRIGGER participant_counts_delete AFTER DELETE ON participants
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION participant_counts_apply();--> statement-breakpoint
INSERT INTO participant_counts (event_id, participant_role, is_active, count)
SELECT event_id, participant_role, participant_is_active(status), count(*)
FROM participants GROUP BY 1, 2, 3;
