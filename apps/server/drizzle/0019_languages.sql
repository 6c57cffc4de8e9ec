ALTER TABLE "participants" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_language_check" CHECK ("participants"."language" in ('en', 'de', 'es', 'ar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'de', 'es', 'ar'));