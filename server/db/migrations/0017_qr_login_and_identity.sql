CREATE TABLE "identity_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"country_key" text NOT NULL,
	"provider" text NOT NULL,
	"national_id_hash" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_login_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_login_requests" ADD CONSTRAINT "qr_login_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_national_id_idx" ON "identity_verifications" USING btree ("provider","national_id_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_login_requests_code_idx" ON "qr_login_requests" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_login_requests_browser_idx" ON "qr_login_requests" USING btree ("browser_hash");--> statement-breakpoint
CREATE INDEX "qr_login_requests_expires_idx" ON "qr_login_requests" USING btree ("expires_at");--> statement-breakpoint
-- Searches keep reading only jobs_open_newest_idx (migration 0003): it now carries verified_only too.
DROP INDEX IF EXISTS jobs_open_newest_idx;--> statement-breakpoint
CREATE INDEX jobs_open_newest_idx ON jobs (country_key, posted_at DESC NULLS LAST, id DESC NULLS LAST)
  INCLUDE (expires_at, job_type_id, xp_lvl_id, degree_id, location_id, main_function_id, job_function_id,
           function_title_id, company_id, company_verified, work_arrangement, monthly_salary_from, monthly_salary_to, verified_only)
  WHERE status = 'active';
