CREATE TABLE "erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"event_id" uuid,
	"reason" text NOT NULL,
	"participants" integer NOT NULL,
	"files" integer NOT NULL,
	"audit_entries_redacted" integer NOT NULL,
	"messages_cancelled" integer NOT NULL,
	CONSTRAINT "erasures_kind_check" CHECK ("erasures"."kind" in ('person', 'retention'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_type_check";--> statement-breakpoint
ALTER TABLE "message_recipients" DROP CONSTRAINT "message_recipients_state_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "consent" jsonb;--> statement-breakpoint
CREATE INDEX "erasures_created_at_index" ON "erasures" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_index" ON "audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_anonymous_actor_name_index" ON "audit_log" USING btree (lower("actor_name")) WHERE "audit_log"."actor_role" = 'anonymous';--> statement-breakpoint
CREATE INDEX "message_recipients_email_lower_index" ON "message_recipients" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'delete_all', 'import', 'check_in', 'undo_check_in', 'renew_ticket', 'calendar_link_rotate', 'send', 'password_change', 'code_sent', 'sign_in', 'sign_in_failed', 'code_failed', 'sign_out', 'erase'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_type_check" CHECK ("audit_log"."entity_type" in ('user', 'event', 'event_document', 'session', 'session_document', 'participant', 'message', 'person'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_retention_days_check" CHECK ("events"."retention_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_state_check" CHECK ("message_recipients"."state" in ('queued', 'sent', 'failed', 'cancelled'));--> statement-breakpoint
-- The e-mail addresses an entry's changes hold, in lower case: every string with an @ at any
-- depth. Indexed, so the entries that name a person are found without reading the log.
CREATE FUNCTION audit_changes_emails(changes json) RETURNS text[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN ARRAY(
		SELECT DISTINCT lower(btrim(found #>> '{}'))
		FROM jsonb_path_query(changes::jsonb, 'strict $.** ? (@.type() == "string" && @ like_regex "@")') AS found
	);--> statement-breakpoint
CREATE INDEX "audit_log_changes_emails_index" ON "audit_log" USING gin (audit_changes_emails("changes"));--> statement-breakpoint
-- Whether a text is one of an erased person's values: equal, or for an e-mail address equal
-- trimmed and in any case.
CREATE FUNCTION audit_log_is_erased(value text, erased text[]) RETURNS boolean
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN value = ANY(erased)
		OR (position('@' in value) > 0
			AND lower(btrim(value)) IN (SELECT lower(btrim(item)) FROM unnest(erased) AS item));--> statement-breakpoint
-- The JSON with every string that is one of the erased values replaced by "[erased]" (the
-- contract's ERASED_VALUE), objects keeping their keys' order (json, not jsonb). A part with
-- nothing to replace is answered as it was, so an entry that names nothing erased stays as
-- written, byte for byte.
CREATE FUNCTION audit_log_redacted_json(value json, erased text[]) RETURNS json
	LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
	item record;
	part json;
	parts text[] := '{}';
	is_changed boolean := false;
BEGIN
	CASE json_typeof(value)
	WHEN 'string' THEN
		IF audit_log_is_erased(value #>> '{}', erased) THEN
			RETURN to_json('[erased]'::text);
		END IF;
		RETURN value;
	WHEN 'object' THEN
		FOR item IN SELECT key, element FROM json_each(value) WITH ORDINALITY AS e(key, element, n) ORDER BY n LOOP
			part := audit_log_redacted_json(item.element, erased);
			is_changed := is_changed OR part::text <> item.element::text;
			parts := parts || (to_json(item.key)::text || ':' || part::text);
		END LOOP;
		IF NOT is_changed THEN RETURN value; END IF;
		RETURN ('{' || array_to_string(parts, ',') || '}')::json;
	WHEN 'array' THEN
		FOR item IN SELECT element FROM json_array_elements(value) WITH ORDINALITY AS e(element, n) ORDER BY n LOOP
			part := audit_log_redacted_json(item.element, erased);
			is_changed := is_changed OR part::text <> item.element::text;
			parts := parts || part::text;
		END LOOP;
		IF NOT is_changed THEN RETURN value; END IF;
		RETURN ('[' || array_to_string(parts, ',') || ']')::json;
	ELSE
		RETURN value;
	END CASE;
END
$$;--> statement-breakpoint
-- The one way an entry changes after it is written: an erasure replaces the person's values in
-- the entries' changes, and the e-mail a failed sign-in tried (kept as actor_name), by
-- "[erased]". It names the values in the transaction-local audit_log.redacting while it
-- updates; the trigger below lets an update through only when it is exactly that redaction.
-- Answers how many entries changed.
CREATE FUNCTION audit_log_redacted_actor_name(actor_role text, actor_name text, erased text[]) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN CASE WHEN actor_role = 'anonymous' AND audit_log_is_erased(actor_name, erased)
		THEN '[erased]' ELSE actor_name END;--> statement-breakpoint
CREATE FUNCTION audit_log_redact(entry_ids uuid[], erased text[]) RETURNS integer
	LANGUAGE plpgsql AS $$
DECLARE
	redacted integer;
BEGIN
	PERFORM set_config('audit_log.redacting', erased::text, true);
	WITH redaction AS (
		SELECT id,
			audit_log_redacted_json(changes, erased) AS changes,
			audit_log_redacted_actor_name(actor_role, actor_name, erased) AS actor_name
		FROM audit_log
		WHERE id = ANY(entry_ids)
	)
	UPDATE audit_log SET changes = redaction.changes, actor_name = redaction.actor_name
	FROM redaction
	WHERE audit_log.id = redaction.id
		AND (audit_log.changes::text <> redaction.changes::text
			OR audit_log.actor_name IS DISTINCT FROM redaction.actor_name);
	GET DIAGNOSTICS redacted = ROW_COUNT;
	PERFORM set_config('audit_log.redacting', '', true);
	RETURN redacted;
END
$$;--> statement-breakpoint
-- Migration 0007's refusal, with the one more way through: while audit_log.redacting names
-- erased values, an update whose changes and actor_name are exactly their redaction and whose
-- other columns are as they were. Every other UPDATE, DELETE and TRUNCATE is refused as before.
CREATE OR REPLACE FUNCTION "audit_log_refuse_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	sweep_before text := current_setting('audit_log.sweep_before', true);
	redacting text := current_setting('audit_log.redacting', true);
BEGIN
	IF TG_OP = 'DELETE' AND coalesce(sweep_before, '') <> ''
		AND OLD.created_at < sweep_before::timestamptz THEN
		RETURN OLD;
	END IF;
	IF TG_OP = 'UPDATE' AND coalesce(redacting, '') <> ''
		AND NEW.changes::text = audit_log_redacted_json(OLD.changes, redacting::text[])::text
		AND NEW.actor_name IS NOT DISTINCT FROM
			audit_log_redacted_actor_name(OLD.actor_role, OLD.actor_name, redacting::text[])
		AND NEW.id = OLD.id
		AND NEW.created_at = OLD.created_at
		AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
		AND NEW.actor_role = OLD.actor_role
		AND NEW.action = OLD.action
		AND NEW.entity_type = OLD.entity_type
		AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
		AND NEW.event_id IS NOT DISTINCT FROM OLD.event_id
		AND NEW.ip IS NOT DISTINCT FROM OLD.ip
		AND NEW.user_agent IS NOT DISTINCT FROM OLD.user_agent THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;
