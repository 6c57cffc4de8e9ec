ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_calendar_token_unique" UNIQUE("calendar_token");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'delete_all', 'import', 'check_in', 'undo_check_in', 'renew_ticket', 'calendar_link_rotate', 'send', 'password_change', 'code_sent', 'sign_in', 'sign_in_failed', 'code_failed', 'sign_out'));