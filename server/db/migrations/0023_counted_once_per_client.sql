ALTER TABLE "job_hot_searches" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "job_tracking_events" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "job_tracking_events" ADD COLUMN "counted_on" date;--> statement-breakpoint
ALTER TABLE "job_tracking_events" ADD COLUMN "slot" integer;--> statement-breakpoint
ALTER TABLE "job_tracking_events" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_views" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "job_views" ADD COLUMN "slot" integer;--> statement-breakpoint
CREATE INDEX "job_hot_searches_title_idx" ON "job_hot_searches" USING btree ("country_key","job_title_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_tracking_events_actor_day_idx" ON "job_tracking_events" USING btree ("kind","job_id","actor","counted_on") WHERE counted;--> statement-breakpoint
CREATE UNIQUE INDEX "job_tracking_events_address_slot_idx" ON "job_tracking_events" USING btree ("kind","job_id","client_key","counted_on","slot") WHERE counted and client_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_views_address_day_idx" ON "job_views" USING btree ("job_id","client_key","viewed_on") WHERE device_uuid is null and client_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_views_address_slot_idx" ON "job_views" USING btree ("job_id","client_key","viewed_on","slot") WHERE client_key is not null;