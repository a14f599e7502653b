CREATE TABLE "client_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_key" text NOT NULL,
	"name" text NOT NULL,
	"device_id" text NOT NULL,
	"device_type" text NOT NULL,
	"device_name" text NOT NULL,
	"event_time" text NOT NULL,
	"data" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_key" text NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"description" text,
	"logo_color" text NOT NULL,
	"industry_id" integer NOT NULL,
	"company_size_id" integer NOT NULL,
	"financing_stage_id" integer,
	"location_id" integer,
	"website" text,
	"founded_on" text,
	"registered_capital" text,
	"registered_address" text,
	"unified_social_credit_code" text,
	"tax_id" text,
	"organization_code" text,
	"business_registration_number" text,
	"ipo" jsonb,
	"funding_rounds" jsonb,
	"ceo" text,
	"culture" text,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"verification_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_functions" (
	"id" integer PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"parent_id" integer,
	"seo_value" text NOT NULL,
	"labels" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_key" text NOT NULL,
	"company_id" integer NOT NULL,
	"recruiter_id" integer NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"main_function_id" integer NOT NULL,
	"job_function_id" integer NOT NULL,
	"function_title_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"job_type_id" integer NOT NULL,
	"xp_lvl_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"salary_type" text NOT NULL,
	"salary_from" integer,
	"salary_to" integer,
	"currency" text NOT NULL,
	"work_arrangement" text NOT NULL,
	"location_id" integer,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"open_to" jsonb,
	"timezone" text,
	"language_requirement" text,
	"japan_details" jsonb,
	"posted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_key" text NOT NULL,
	"region_id" integer NOT NULL,
	"seo_value" text NOT NULL,
	"labels" jsonb NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"job_title" text NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"response_rate" integer NOT NULL,
	"medals" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_items" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"key" text NOT NULL,
	"seo_value" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"labels" jsonb NOT NULL,
	"extra" jsonb,
	CONSTRAINT "ref_items_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_key" text NOT NULL,
	"seo_value" text NOT NULL,
	"labels" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiters" ADD CONSTRAINT "recruiters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_events_received_idx" ON "client_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country_key");--> statement-breakpoint
CREATE INDEX "job_functions_parent_idx" ON "job_functions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "jobs_country_status_posted_idx" ON "jobs" USING btree ("country_key","status","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "locations_country_idx" ON "locations" USING btree ("country_key");--> statement-breakpoint
CREATE INDEX "locations_country_seo_idx" ON "locations" USING btree ("country_key","seo_value");--> statement-breakpoint
CREATE INDEX "recruiters_company_idx" ON "recruiters" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "regions_country_idx" ON "regions" USING btree ("country_key");