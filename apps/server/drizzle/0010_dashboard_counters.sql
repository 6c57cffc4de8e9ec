DROP INDEX "participants_event_id_checked_in_index";--> statement-breakpoint
CREATE INDEX "participants_checked_in_at_index" ON "participants" USING btree ("checked_in_at") WHERE "participants"."checked_in_at" is not null;--> statement-breakpoint
CREATE INDEX "participants_event_id_checked_in_index" ON "participants" USING btree ("event_id","checked_in_at") WHERE "participants"."checked_in_at" is not null;--> statement-breakpoint
-- Participants added per event and UTC day: the dashboards' participants per week add up at most
-- a window's days of each event instead of reading every participant added in it. Kept by
-- triggers on participants, in the same transaction as the change, as participant_counts is, and
-- like it not in the drizzle schema. Check-ins are not counted here but read through the index
-- above: a counter per event and day would make the doors of one event wait for each other's
-- check-in to commit.
CREATE TABLE "participant_additions" (
	"event_id" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"count" bigint NOT NULL,
	PRIMARY KEY ("event_id", "day")
);--> statement-breakpoint
-- A system admin's charts read every event's days of the window.
CREATE INDEX "participant_additions_day_index" ON "participant_additions" USING btree ("day");--> statement-breakpoint
CREATE FUNCTION participant_added_day(created_date timestamptz) RETURNS date
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN (created_date AT TIME ZONE 'UTC')::date;--> statement-breakpoint
-- Adds the rows inserted, counters in key order so two transactions never wait on each other in
-- a circle, and takes away the rows deleted. A counter of an event that is being deleted is gone
-- already, so removals only update (an insert would point at the deleted event).
CREATE FUNCTION participant_additions_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO participant_additions AS additions (event_id, day, count)
		SELECT event_id, participant_added_day(created_date), count(*)
		FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (event_id, day) DO UPDATE SET count = additions.count + excluded.count;
	ELSE
		UPDATE participant_additions AS additions SET count = additions.count - removed.count
		FROM (
			SELECT event_id, participant_added_day(created_date) AS day, count(*) AS count
			FROM old_rows GROUP BY 1, 2
		) AS removed
		WHERE additions.event_id = removed.event_id AND additions.day = removed.day;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER participant_additions_insert AFTER INSERT ON participants
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION participant_additions_apply();--> statement-breakpoint
CREATE TRIGGER participant_additions_delete AFTER DELETE ON participants
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION participant_additions_apply();--> statement-breakpoint
-- Moves one participant whose event or time of adding changed.
CREATE FUNCTION participant_additions_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO participant_additions AS additions (event_id, day, count)
	SELECT event_id, day, sum(delta)
	FROM (VALUES
		(OLD.event_id, participant_added_day(OLD.created_date), -1),
		(NEW.event_id, participant_added_day(NEW.created_date), 1)
	) AS moved (event_id, day, delta)
	GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
	ON CONFLICT (event_id, day) DO UPDATE SET count = additions.count + excluded.count;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- A row trigger whose condition PostgreSQL tests without calling the function: a check-in or an
-- edit, which change neither, costs nothing here. Such moves are rare and one at a time.
CREATE TRIGGER participant_additions_update AFTER UPDATE ON participants
	FOR EACH ROW
	WHEN (OLD.event_id IS DISTINCT FROM NEW.event_id OR OLD.created_date IS DISTINCT FROM NEW.created_date)
	EXECUTE FUNCTION participant_additions_move();--> statement-breakpoint
INSERT INTO participant_additions (event_id, day, count)
SELECT event_id, participant_added_day(created_date), count(*)
FROM participants GROUP BY 1, 2;
