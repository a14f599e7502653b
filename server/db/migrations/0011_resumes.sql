-- Resumes (issue 12): the auto-send resume (one per seeker, 41186 keeps it from deletion), the
-- profile-sync state of each file, and the links of resumes sent by email (token hashes only).

CREATE TABLE "resume_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "auto_send" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sync_state" text;--> statement-breakpoint
ALTER TABLE "resume_shares" ADD CONSTRAINT "resume_shares_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_shares_token_idx" ON "resume_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "resume_shares_file_idx" ON "resume_shares" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_auto_send_idx" ON "files" USING btree ("user_id") WHERE auto_send and deleted_at is null;