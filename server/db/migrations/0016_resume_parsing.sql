CREATE TABLE "resume_parses" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'analysing' NOT NULL,
	"content" jsonb,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resume_parses" ADD CONSTRAINT "resume_parses_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_parses" ADD CONSTRAINT "resume_parses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_parses_file_idx" ON "resume_parses" USING btree ("file_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resume_parses_user_idx" ON "resume_parses" USING btree ("user_id");