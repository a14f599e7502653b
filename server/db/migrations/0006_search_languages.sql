-- Search in the languages people type (docs/decisions: search in every language). Everything
-- that normalises a word lives here, in SQL, and both the documents (triggers) and the queries
-- (server/search/keyword.ts calls search_word_query) go through it, so the two cannot drift.

-- Lower case without accents, Arabic vowel marks or tatweel, with the letters a native types
-- interchangeably made one: Turkish dotless ı and dotted İ, Arabic alef forms, ى/ي, ة/ه, ؤ/و,
-- ئ/ي. NFD splits a letter from its accent (ç → c + U+0327), NFC puts kana back together.
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(
    normalize(regexp_replace(normalize(lower(coalesce(input, '')), NFD), '[\u0300-\u036f\u064b-\u065f\u0670\u0640]', '', 'g'), NFC),
    'ıأإآٱىةؤئ', 'iاااايهوي')
$$;--> statement-breakpoint

-- The snowball configuration of a language code; Malay shares Indonesian's affixes.
CREATE OR REPLACE FUNCTION search_config(lang text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lang
    WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig
    WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'tr' THEN 'turkish'::regconfig
    WHEN 'id' THEN 'indonesian'::regconfig WHEN 'ms' THEN 'indonesian'::regconfig
    WHEN 'ar' THEN 'arabic'::regconfig ELSE 'simple'::regconfig END
$$;--> statement-breakpoint

-- Light stems of one folded word, where snowball falls short for job titles: Spanish and
-- Portuguese gender and plural (ingeniero/ingeniera/ingenieros, -ção/-ções/-ción/-ciones);
-- Turkish case, possessive, plural and profession suffixes (müdürü, mühendisleri, satışçı),
-- every candidate since the suffix boundary is ambiguous (mühendis-i, hemşire-si); Arabic
-- light10 (Larkey et al.): و, the article with its attached prepositions, plural and feminine
-- endings, with and without the و step. Stems keep at least three letters (two for Arabic).
CREATE OR REPLACE FUNCTION search_light_stems(word text, lang text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  w text := word;
  forms text[] := ARRAY[]::text[];
  s text;
  n int;
BEGIN
  IF lang IN ('es', 'pt') THEN
    w := regexp_replace(w, '(coes|cao|ciones|cion)$', 'cion');
    n := length(w);
    IF n > 5 AND w ~ '(os|as|es)$' THEN w := left(w, -2);
    ELSIF n > 4 AND w ~ '[oaes]$' THEN w := left(w, -1);
    END IF;
    RETURN ARRAY[w];
  ELSIF lang = 'tr' THEN
    FOREACH s IN ARRAY ARRAY['lerinden','larindan','lerinde','larinda','lerine','larina','lerini','larini','lerin','larin',
      'leri','lari','ler','lar','sinden','sindan','sinde','sinda','sine','sina','sini','sinin','sunun','nin','nun',
      'si','su','in','un','i','u','e','a','de','da','te','ta','den','dan','ten','tan','cilik','culuk','ligi','lugu',
      'lik','luk','ci','cu','li','lu','ya','ye'] LOOP
      IF right(w, length(s)) = s AND length(w) - length(s) >= 3 THEN
        forms := forms || left(w, -length(s));
      END IF;
    END LOOP;
    RETURN forms;
  ELSIF lang = 'ar' THEN
    FOR n IN 0..1 LOOP
      w := word;
      IF n = 1 AND length(w) >= 4 AND left(w, 1) = 'و' THEN w := substr(w, 2); END IF;
      FOREACH s IN ARRAY ARRAY['وال','بال','كال','فال','لل','ال'] LOOP
        IF left(w, length(s)) = s AND length(w) - length(s) >= 2 THEN w := substr(w, length(s) + 1); EXIT; END IF;
      END LOOP;
      FOREACH s IN ARRAY ARRAY['ها','ان','ات','ون','ين','يه','ه','ي'] LOOP
        IF right(w, length(s)) = s AND length(w) - length(s) >= 2 THEN w := left(w, -length(s)); END IF;
      END LOOP;
      forms := forms || w;
    END LOOP;
    RETURN forms;
  END IF;
  RETURN forms;
END
$$;--> statement-breakpoint

-- The forms of a text in its language as one string: snowball stems (folded again: the Turkish
-- stemmer writes ç) and the light stems of each word.
CREATE OR REPLACE FUNCTION search_stems(folded text, lang text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ',
    CASE WHEN search_config(lang) <> 'simple'::regconfig
      THEN search_fold(array_to_string(tsvector_to_array(to_tsvector(search_config(lang), folded)), ' ')) END,
    (SELECT string_agg(array_to_string(search_light_stems(w, lang), ' '), ' ')
       FROM regexp_split_to_table(folded, '[^[:alnum:]]+') AS w
      WHERE lang IN ('es', 'pt', 'tr', 'ar') AND w <> ''))
$$;--> statement-breakpoint

-- A text as the search indexes it: every word folded, plus its stems in the text's language.
CREATE OR REPLACE FUNCTION search_forms(input text, lang text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, f.t) || to_tsvector('simple'::regconfig, search_stems(f.t, lang))
    FROM (SELECT search_fold(input) AS t) f
$$;--> statement-breakpoint

-- The alternatives of one typed word as lexemes: the word folded, and its stems of three
-- letters or more in every language (a query does not say its language; a stem that is no word
-- of the job's language matches nothing there). A word with inner punctuation (node.js, c++)
-- is only itself; one the parser splits (r&d) gives nothing and is matched as written.
CREATE OR REPLACE FUNCTION search_word_forms(word text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN numnode(p.q) <> 1 THEN ARRAY[]::text[]
    WHEN f.t !~ '^[[:alnum:]]+$' THEN tsvector_to_array(to_tsvector('simple'::regconfig, f.t))
    ELSE ARRAY(SELECT DISTINCT x FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, f.t))
        || string_to_array(concat_ws(' ', search_stems(f.t, 'en'), search_stems(f.t, 'es'), search_stems(f.t, 'pt'),
             search_stems(f.t, 'tr'), search_stems(f.t, 'id'), search_stems(f.t, 'ar')), ' ')) AS x
      WHERE x = f.t OR length(x) >= 3 ORDER BY x) END
    FROM (SELECT search_fold(word) AS t) f, LATERAL (SELECT plainto_tsquery('simple'::regconfig, f.t) AS q) p
$$;--> statement-breakpoint

-- The lexemes of a label in its language, for matching a keyword to the job function taxonomy.
CREATE OR REPLACE FUNCTION search_label_lexemes(label text, lang text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tsvector_to_array(search_forms(label, lang))
$$;--> statement-breakpoint

-- The document parts of a job. Title, company and skills (what ranking reads) get every form;
-- the description its folded words and snowball stems only (light stems per word of a long text
-- would make writing a job several times slower). Tokens name the job's function title (ft),
-- sub-function (jf), main function (mf) and place (loc): a keyword that names a function or a
-- place in any language finds the job through them (server/search/bridge.ts).
CREATE OR REPLACE FUNCTION job_rank_vector(title text, company_name text, skills text[], lang text,
  function_title_id int, job_function_id int, main_function_id int)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(search_forms(title, lang) || to_tsvector('simple'::regconfig, cjk_bigrams(title)), 'A')
      || setweight(search_forms(company_name, 'simple') || to_tsvector('simple'::regconfig, cjk_bigrams(company_name)), 'B')
      || setweight(search_forms(array_to_string(skills, ' '), lang), 'C')
      || format('''ft:%s'':1B ''jf:%s'':1B ''mf:%s'':1B', function_title_id, job_function_id, main_function_id)::tsvector
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION job_description_vector(description text, lang text, location_id int)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, f.t)
      || CASE WHEN search_config(lang) <> 'simple'::regconfig
           THEN to_tsvector('simple'::regconfig, search_fold(array_to_string(tsvector_to_array(to_tsvector(search_config(lang), f.t)), ' ')))
           ELSE ''::tsvector END
      || CASE WHEN location_id IS NULL THEN ''::tsvector ELSE format('''loc:%s'':1', location_id)::tsvector END, 'D')
    FROM (SELECT search_fold(description) AS t) f
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION jobs_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.name, c.verification_status = 'verified'
    INTO NEW.company_name, NEW.company_verified
    FROM companies c WHERE c.id = NEW.company_id;
  NEW.company_name := coalesce(NEW.company_name, '');
  NEW.company_verified := coalesce(NEW.company_verified, false);
  NEW.rank_vector := job_rank_vector(NEW.title, NEW.company_name, NEW.skills, NEW.language,
    NEW.function_title_id, NEW.job_function_id, NEW.main_function_id);
  NEW.search_vector := NEW.rank_vector || job_description_vector(NEW.description, NEW.language, NEW.location_id);
  RETURN NEW;
END
$$;--> statement-breakpoint

DROP TRIGGER IF EXISTS jobs_search_document ON jobs;--> statement-breakpoint
CREATE TRIGGER jobs_search_document
  BEFORE INSERT OR UPDATE OF title, skills, description, company_id, language, function_title_id,
    job_function_id, main_function_id, location_id ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_search_document();--> statement-breakpoint

CREATE OR REPLACE FUNCTION companies_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs
     SET company_name = NEW.name,
         company_verified = NEW.verification_status = 'verified',
         rank_vector = job_rank_vector(title, NEW.name, skills, language, function_title_id, job_function_id, main_function_id),
         search_vector = job_rank_vector(title, NEW.name, skills, language, function_title_id, job_function_id, main_function_id)
           || job_description_vector(description, language, location_id)
   WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint

DROP FUNCTION IF EXISTS job_search_vector(text, text, text[], text);--> statement-breakpoint
DROP FUNCTION IF EXISTS job_rank_vector(text, text, text[]);--> statement-breakpoint

-- Jobs written before this migration.
UPDATE jobs j
   SET rank_vector = job_rank_vector(j.title, j.company_name, j.skills, j.language, j.function_title_id, j.job_function_id, j.main_function_id),
       search_vector = job_rank_vector(j.title, j.company_name, j.skills, j.language, j.function_title_id, j.job_function_id, j.main_function_id)
         || job_description_vector(j.description, j.language, j.location_id);
