-- Search (server/search/) needs trigram matching for suggestions and Chinese/Japanese titles, and
-- btree_gin to lead a GIN index with the country. Both ship with PostgreSQL's contrib and with
-- PGlite (loaded in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
