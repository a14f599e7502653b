-- Clicks and exposures of job cards (issue 16, docs/decisions/0035): one table, an exposure stored once per job, query id and actor.
CREATE TABLE "job_tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"job_id" integer NOT NULL,
	"query_id" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"device" text NOT NULL,
	"device_uuid" text,
	"device_udid" text,
	"scene" text,
	"page" text,
	"sub_page" text,
	"reco_from" text,
	"position" integer,
	"page_num" integer DEFAULT 1 NOT NULL,
	"job_preference_id" integer,
	"client_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_tracking_events_job_idx" ON "job_tracking_events" USING btree ("job_id","kind");--> statement-breakpoint
CREATE INDEX "job_tracking_events_query_idx" ON "job_tracking_events" USING btree ("query_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_tracking_events_exposure_idx" ON "job_tracking_events" USING btree ("job_id","query_id","actor") WHERE kind = 'expose';