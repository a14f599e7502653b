-- An open job's search document lives in a narrow table of its own (docs/decisions/0058). A
-- keyword search reads, for every job its GIN index finds, the row the index points to: in jobs
-- that row was about 2.1 KB (description, requirements and the document inline), one heap page per
-- match, so a broad keyword over 1,000,000 jobs visited ~10,000 pages. Here a row holds only what
-- the keyword statement reads (the id, title and company name for CJK terms, the rank document)
-- and the document, without positions or weights (no match query uses them), so one page holds
-- many matches. Only open (status 'active') jobs have a row; expiry is checked by the caller.
-- Triggers on jobs keep it: an insert statement copies its active rows, an update rewrites or
-- removes the job's row when anything in it (or the job's status) changed, and deleting a job
-- deletes its row.
CREATE TABLE "job_search_documents" (
  "id" integer PRIMARY KEY REFERENCES "jobs"("id") ON DELETE CASCADE,
  "country_key" text NOT NULL,
  "title" text NOT NULL,
  "company_name" text NOT NULL,
  "rank_vector" tsvector NOT NULL,
  "search_vector" tsvector NOT NULL
);--> statement-breakpoint
-- Jobs written before this migration, a country's jobs together and newest first.
INSERT INTO "job_search_documents" ("id", "country_key", "title", "company_name", "rank_vector", "search_vector")
SELECT j.id, j.country_key, j.title, j.company_name, coalesce(j.rank_vector, ''::tsvector), strip(coalesce(j.search_vector, ''::tsvector))
  FROM "jobs" j
 WHERE j.status = 'active'
 ORDER BY j.country_key, j.posted_at DESC, j.id DESC;--> statement-breakpoint
-- btree_gin puts the country in the same GIN index, so a keyword only visits its country.
CREATE INDEX "job_search_documents_search_idx" ON "job_search_documents" USING gin ("country_key", "search_vector");--> statement-breakpoint
DROP INDEX "jobs_open_search_idx";--> statement-breakpoint
-- CJK terms are tested on the document rows' titles and company names now; no search reads this.
DROP INDEX "jobs_open_title_trgm_idx";--> statement-breakpoint
-- The space goes back when the table is next rewritten (VACUUM FULL jobs); new rows are smaller at once.
ALTER TABLE "jobs" DROP COLUMN "search_vector";--> statement-breakpoint

CREATE OR REPLACE FUNCTION jobs_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.name, c.verification_status = 'verified'
    INTO NEW.company_name, NEW.company_verified
    FROM companies c WHERE c.id = NEW.company_id;
  NEW.company_name := coalesce(NEW.company_name, '');
  NEW.company_verified := coalesce(NEW.company_verified, false);
  NEW.rank_vector := job_rank_vector(NEW.title, NEW.company_name, NEW.skills, NEW.language,
    NEW.function_title_id, NEW.job_function_id, NEW.main_function_id);
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION companies_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs
     SET company_name = NEW.name,
         company_verified = NEW.verification_status = 'verified',
         rank_vector = job_rank_vector(title, NEW.name, skills, language, function_title_id, job_function_id, main_function_id)
   WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- The document: the rank part and the description, stripped of positions and weights.
CREATE OR REPLACE FUNCTION job_search_document(rank_vector tsvector, description text, lang text, location_id int)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT strip(coalesce(rank_vector, ''::tsvector) || job_description_vector(description, lang, location_id))
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION jobs_search_documents_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_documents (id, country_key, title, company_name, rank_vector, search_vector)
  SELECT n.id, n.country_key, n.title, n.company_name, coalesce(n.rank_vector, ''::tsvector),
         job_search_document(n.rank_vector, n.description, n.language, n.location_id)
    FROM inserted n
   WHERE n.status = 'active';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_search_documents_insert AFTER INSERT ON "jobs"
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_documents_insert();--> statement-breakpoint

CREATE OR REPLACE FUNCTION jobs_search_documents_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'active' THEN
    INSERT INTO job_search_documents (id, country_key, title, company_name, rank_vector, search_vector)
    VALUES (NEW.id, NEW.country_key, NEW.title, NEW.company_name, coalesce(NEW.rank_vector, ''::tsvector),
            job_search_document(NEW.rank_vector, NEW.description, NEW.language, NEW.location_id))
    ON CONFLICT (id) DO UPDATE
      SET country_key = EXCLUDED.country_key, title = EXCLUDED.title, company_name = EXCLUDED.company_name,
          rank_vector = EXCLUDED.rank_vector, search_vector = EXCLUDED.search_vector;
  ELSE
    DELETE FROM job_search_documents WHERE id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_search_documents_update AFTER UPDATE ON "jobs"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.country_key IS DISTINCT FROM NEW.country_key
     OR OLD.title IS DISTINCT FROM NEW.title OR OLD.company_name IS DISTINCT FROM NEW.company_name
     OR OLD.rank_vector IS DISTINCT FROM NEW.rank_vector OR OLD.description IS DISTINCT FROM NEW.description
     OR OLD.language IS DISTINCT FROM NEW.language OR OLD.location_id IS DISTINCT FROM NEW.location_id)
  EXECUTE FUNCTION jobs_search_documents_update();
