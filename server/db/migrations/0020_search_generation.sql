-- Each platform process keeps the open jobs' filter and facet columns in memory
-- (server/search/open-jobs.ts, docs/decisions/0057) and must see every write to jobs, from any
-- process, before its next search. Every statement that writes jobs takes the next generation
-- from the one row of job_search_generation and stamps it on the rows it writes (search_gen), so
-- a process asks for the rows stamped after the generation it holds. Writers of jobs take that
-- row's lock until they commit, so generations are handed out in commit order: a reader that sees
-- generation N also sees every row stamped N or less. A DELETE or TRUNCATE leaves no row to stamp:
-- it records its generation in reset_gen, and processes reload what they hold.
CREATE TABLE "job_search_generation" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "gen" bigint NOT NULL DEFAULT 0,
  "reset_gen" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "job_search_generation" DEFAULT VALUES;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_gen" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE INDEX "jobs_search_gen_idx" ON "jobs" ("search_gen");--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_generation_next() RETURNS trigger AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE job_search_generation
     SET gen = gen + 1,
         reset_gen = CASE WHEN TG_OP IN ('DELETE', 'TRUNCATE') THEN gen + 1 ELSE reset_gen END
   RETURNING gen INTO next;
  PERFORM set_config('hireloop.job_search_gen', next::text, true);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER jobs_search_generation BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_generation_next();--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_gen_stamp() RETURNS trigger AS $$
BEGIN
  NEW.search_gen := current_setting('hireloop.job_search_gen')::bigint;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER jobs_search_gen_stamp BEFORE INSERT OR UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION job_search_gen_stamp();
