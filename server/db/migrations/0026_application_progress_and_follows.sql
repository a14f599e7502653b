CREATE TABLE "job_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_follows" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"notified_through" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_follows_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_events_application_idx" ON "job_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "company_follows_company_idx" ON "company_follows" USING btree ("company_id");--> statement-breakpoint
INSERT INTO "job_application_events" ("application_id", "status", "created_at") SELECT "id", 'pending', "created_at" FROM "job_applications";--> statement-breakpoint
INSERT INTO "job_application_events" ("application_id", "status", "created_at") SELECT "id", 'viewed', "viewed_at" FROM "job_applications" WHERE "viewed_at" IS NOT NULL AND "viewed_at" >= "created_at";--> statement-breakpoint
INSERT INTO "job_application_events" ("application_id", "status", "created_at") SELECT "id", "status", "updated_at" FROM "job_applications" WHERE "status" NOT IN ('pending', 'viewed');
