ALTER TABLE "message_recipients" DROP CONSTRAINT "message_recipients_state_check";--> statement-breakpoint
ALTER TABLE "event_messages" ADD COLUMN "delivery" text DEFAULT 'email_and_app' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_delivery_check" CHECK ("event_messages"."delivery" in ('email_and_app', 'app_only'));--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_state_check" CHECK ("message_recipients"."state" in ('queued', 'sent', 'failed', 'cancelled', 'app_only'));