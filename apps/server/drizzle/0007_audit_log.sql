CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid,
	"event_id" uuid,
	"changes" json DEFAULT '{}'::json NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "audit_log_actor_role_check" CHECK ("audit_log"."actor_role" in ('system_admin', 'event_admin', 'system', 'anonymous')),
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'delete_all', 'import', 'check_in', 'undo_check_in', 'renew_ticket', 'send', 'password_change', 'code_sent', 'sign_in', 'sign_in_failed', 'code_failed', 'sign_out')),
	CONSTRAINT "audit_log_entity_type_check" CHECK ("audit_log"."entity_type" in ('user', 'event', 'event_document', 'session', 'session_document', 'participant', 'message'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_event_id_created_at_index" ON "audit_log" USING btree ("event_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_created_at_index" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The log is append-only: no UPDATE, no TRUNCATE, and no DELETE except the retention sweep's,
-- which names its cutoff in the transaction-local setting audit_log.sweep_before and may then
-- delete only entries older than it.
CREATE FUNCTION "audit_log_refuse_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	sweep_before text := current_setting('audit_log.sweep_before', true);
BEGIN
	IF TG_OP = 'DELETE' AND coalesce(sweep_before, '') <> ''
		AND OLD.created_at < sweep_before::timestamptz THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_changes"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_changes"();
