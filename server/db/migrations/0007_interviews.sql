CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer,
	"job_id" integer NOT NULL,
	"jobseeker_id" integer NOT NULL,
	"recruiter_id" integer NOT NULL,
	"proposed_times" jsonb NOT NULL,
	"chosen_time" timestamp with time zone,
	"time_zone" text NOT NULL,
	"mode" text NOT NULL,
	"address" text,
	"video_link" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"instructions" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attendance" text DEFAULT 'not_checked_in' NOT NULL,
	"result" text,
	"reason" text,
	"reason_text" text,
	"cancelled_by" text,
	"responded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"attendance_marked_at" timestamp with time zone,
	"result_requested_at" timestamp with time zone,
	"result_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"jobseeker_id" integer NOT NULL,
	"recruiter_id" integer NOT NULL,
	"details" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_jobseeker_id_users_id_fk" FOREIGN KEY ("jobseeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_jobseeker_id_users_id_fk" FOREIGN KEY ("jobseeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_jobseeker_idx" ON "interviews" USING btree ("jobseeker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_recruiter_idx" ON "interviews" USING btree ("recruiter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_chat_idx" ON "interviews" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "interviews_no_show_idx" ON "interviews" USING btree ("jobseeker_id") WHERE attendance = 'not_attended';--> statement-breakpoint
CREATE INDEX "job_offers_jobseeker_idx" ON "job_offers" USING btree ("jobseeker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_offers_chat_idx" ON "job_offers" USING btree ("chat_id");