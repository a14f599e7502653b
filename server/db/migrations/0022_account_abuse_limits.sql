ALTER TABLE "qr_login_requests" ADD COLUMN "site_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_session_id" integer;