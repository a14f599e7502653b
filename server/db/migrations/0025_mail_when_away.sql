ALTER TABLE "chat_members" ADD COLUMN "mailed_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "chat_members" SET "mailed_seq" = "chats"."last_seq" FROM "chats" WHERE "chats"."id" = "chat_members"."chat_id";--> statement-breakpoint
UPDATE "notifications" SET "mailed_at" = "created_at";
