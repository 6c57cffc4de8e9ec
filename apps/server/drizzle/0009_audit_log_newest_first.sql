DROP INDEX "audit_log_created_at_index";--> statement-breakpoint
DROP INDEX "audit_log_event_id_created_at_index";--> statement-breakpoint
DROP INDEX "audit_log_actor_id_created_at_index";--> statement-breakpoint
CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_event_id_created_at_index" ON "audit_log" USING btree ("event_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_created_at_index" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);