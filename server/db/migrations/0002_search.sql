CREATE TABLE "job_hot_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_key" text NOT NULL,
	"term" text NOT NULL,
	"job_title_id" integer,
	"device" text,
	"source" text,
	"page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"country_key" text NOT NULL,
	"reason_id" integer NOT NULL,
	"reporter_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"device_uuid" text,
	"device" text NOT NULL,
	"viewed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rank_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_salary_from" bigint GENERATED ALWAYS AS (case salary_type
    when 'monthly' then salary_from::bigint
    when 'annually' then round(salary_from::numeric / 12)::bigint
    when 'daily' then salary_from::bigint * 22
    when 'hourly' then salary_from::bigint * 173
  end) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_salary_to" bigint GENERATED ALWAYS AS (case salary_type
    when 'monthly' then salary_to::bigint
    when 'annually' then round(salary_to::numeric / 12)::bigint
    when 'daily' then salary_to::bigint * 22
    when 'hourly' then salary_to::bigint * 173
  end) STORED;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_hot_searches_country_created_idx" ON "job_hot_searches" USING btree ("country_key","created_at");--> statement-breakpoint
CREATE INDEX "job_reports_job_idx" ON "job_reports" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_reporter_idx" ON "job_reports" USING btree ("job_id","reporter_key") WHERE reporter_key is not null;--> statement-breakpoint
CREATE INDEX "job_views_job_idx" ON "job_views" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_views_device_day_idx" ON "job_views" USING btree ("job_id","device_uuid","viewed_on") WHERE device_uuid is not null;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("country_key","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ("country_key",monthly_salary_to desc nulls last,"posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_open_main_function_idx" ON "jobs" USING btree ("country_key","main_function_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_open_company_idx" ON "jobs" USING btree ("company_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_open_search_idx" ON "jobs" USING gin ("country_key","search_vector") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_open_title_trgm_idx" ON "jobs" USING gin ("country_key","title" gin_trgm_ops,"company_name" gin_trgm_ops) WHERE status = 'active';