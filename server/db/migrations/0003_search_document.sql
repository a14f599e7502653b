-- The search document of a job (server/search/): title (A), company name (B), skills (C) and
-- description (D) in the 'simple' configuration, which lower-cases without stemming or stop
-- words, so all ten languages are indexed alike (docs/decisions/0009-job-search-engine.md).

-- Chinese and Japanese are written without spaces, so the parser keeps a whole run as one token
-- ("ソフトウェアエンジニア"). Overlapping character pairs of each run make any part of a title
-- findable through the GIN index, including the two-character words trigrams cannot serve
-- (営業, 經理). server/search/keyword.ts splits a query the same way.
CREATE OR REPLACE FUNCTION cjk_bigrams(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(substr(r.run, i, 2), ' '), '')
    FROM regexp_matches(coalesce(input, ''), '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+', 'g') AS m(parts)
    CROSS JOIN LATERAL (SELECT m.parts[1] AS run) r
    CROSS JOIN LATERAL generate_series(1, greatest(length(r.run) - 1, 1)) AS i
$$;--> statement-breakpoint

-- The part ranking reads: without the description it stays small and inline (not TOASTed).
CREATE OR REPLACE FUNCTION job_rank_vector(title text, company_name text, skills text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || cjk_bigrams(title)), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(company_name, '') || ' ' || cjk_bigrams(company_name)), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(array_to_string(skills, ' '), '')), 'C')
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION job_search_vector(title text, company_name text, skills text[], description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT job_rank_vector(title, company_name, skills)
      || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'D')
$$;--> statement-breakpoint

-- A trigger rather than generated columns because the document needs the company's name; the
-- verified flag is copied too, so filters and facets never join companies.
CREATE OR REPLACE FUNCTION jobs_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.name, c.verification_status = 'verified'
    INTO NEW.company_name, NEW.company_verified
    FROM companies c WHERE c.id = NEW.company_id;
  NEW.company_name := coalesce(NEW.company_name, '');
  NEW.company_verified := coalesce(NEW.company_verified, false);
  NEW.rank_vector := job_rank_vector(NEW.title, NEW.company_name, NEW.skills);
  NEW.search_vector := NEW.rank_vector || setweight(to_tsvector('simple'::regconfig, coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER jobs_search_document
  BEFORE INSERT OR UPDATE OF title, skills, description, company_id ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_search_document();--> statement-breakpoint

-- A renamed or (un)verified company updates its jobs' copies.
CREATE OR REPLACE FUNCTION companies_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs
     SET company_name = NEW.name,
         company_verified = NEW.verification_status = 'verified',
         rank_vector = job_rank_vector(title, NEW.name, skills),
         search_vector = job_search_vector(title, NEW.name, skills, description)
   WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER companies_search_document
  AFTER UPDATE OF name, verification_status ON companies
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.verification_status IS DISTINCT FROM NEW.verification_status)
  EXECUTE FUNCTION companies_search_document();--> statement-breakpoint

-- A search reads the rows of every matching job for its filter and facet columns and its rank.
-- Moving the long texts and the full document out of line (TOAST) keeps a job's row to a few
-- hundred bytes, so a country's jobs sit on a quarter of the pages they otherwise would; what
-- ranking, cards and CJK matching read (MAIN) stays in the row.
ALTER TABLE jobs SET (toast_tuple_target = 512);--> statement-breakpoint
ALTER TABLE jobs ALTER COLUMN rank_vector SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE jobs ALTER COLUMN title SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE jobs ALTER COLUMN company_name SET STORAGE MAIN;--> statement-breakpoint

-- Jobs written before this migration.
UPDATE jobs j
   SET company_name = c.name,
       company_verified = c.verification_status = 'verified',
       rank_vector = job_rank_vector(j.title, c.name, j.skills),
       search_vector = job_search_vector(j.title, c.name, j.skills, j.description)
  FROM companies c
 WHERE c.id = j.company_id;--> statement-breakpoint

-- Newest-first pages, deep pages and facet counts of open jobs read only this index: it carries
-- every filter and facet column (drizzle cannot declare INCLUDE, hence here).
CREATE INDEX jobs_open_newest_idx ON jobs (country_key, posted_at DESC NULLS LAST, id DESC NULLS LAST)
  INCLUDE (expires_at, job_type_id, xp_lvl_id, degree_id, location_id, main_function_id, job_function_id,
           function_title_id, company_id, company_verified, work_arrangement, monthly_salary_from, monthly_salary_to)
  WHERE status = 'active';
