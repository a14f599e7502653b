-- Search document, lighter to write (migration 0006 made writing a job ~10× slower, which a
-- million-job seed cannot afford): light stems are set-based SQL rather than a PL/pgSQL loop,
-- and only the title gets stems; company name, skills and description are indexed folded.
-- Queries are unchanged: a word's forms still include the word as typed, which is what the
-- folded parts hold. Jobs written under 0006 keep their (larger) documents; both match alike.

CREATE OR REPLACE FUNCTION search_arabic_stem(word text, drop_wa boolean) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(CASE WHEN drop_wa THEN regexp_replace(word, '^و(...+)$', '\1') ELSE word END, '^(وال|بال|كال|فال|لل|ال)(..+)$', '\2'),
    '^(..+)ها$', '\1'), '^(..+)ان$', '\1'), '^(..+)ات$', '\1'), '^(..+)ون$', '\1'), '^(..+)ين$', '\1'), '^(..+)يه$', '\1'), '^(..+)ه$', '\1'), '^(..+)ي$', '\1')
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_light_stems(word text, lang text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN lang IN ('es', 'pt') THEN (
      SELECT ARRAY[CASE WHEN length(v) > 5 AND v ~ '(os|as|es)$' THEN left(v, -2) WHEN length(v) > 4 AND v ~ '[oaes]$' THEN left(v, -1) ELSE v END]
        FROM (SELECT regexp_replace(word, '(coes|cao|ciones|cion)$', 'cion') AS v) x)
    WHEN lang = 'tr' THEN ARRAY(
      SELECT left(word, -length(s)) FROM unnest('{lerinden,larindan,lerinde,larinda,lerine,larina,lerini,larini,lerin,larin,leri,lari,ler,lar,sinden,sindan,sinde,sinda,sine,sina,sini,sinin,sunun,nin,nun,si,su,in,un,i,u,e,a,de,da,te,ta,den,dan,ten,tan,cilik,culuk,ligi,lugu,lik,luk,ci,cu,li,lu,ya,ye}'::text[]) AS s
       WHERE right(word, length(s)) = s AND length(word) - length(s) >= 3)
    WHEN lang = 'ar' THEN ARRAY[search_arabic_stem(word, false), search_arabic_stem(word, true)]
    ELSE ARRAY[]::text[] END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_stems(folded text, lang text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lang IN ('en', 'es', 'pt', 'tr', 'id', 'ms', 'ar') THEN concat_ws(' ',
    search_fold(array_to_string(tsvector_to_array(to_tsvector(search_config(lang), folded)), ' ')),
    CASE WHEN lang IN ('es', 'pt', 'tr', 'ar') THEN (
      SELECT string_agg(array_to_string(search_light_stems(w, lang), ' '), ' ')
        FROM regexp_split_to_table(folded, '[^[:alnum:]]+') AS w WHERE w <> '') END)
  ELSE '' END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION job_rank_vector(title text, company_name text, skills text[], lang text,
  function_title_id int, job_function_id int, main_function_id int)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(search_forms(title, lang) || to_tsvector('simple'::regconfig, cjk_bigrams(title)), 'A')
      || setweight(to_tsvector('simple'::regconfig, search_fold(company_name) || ' ' || cjk_bigrams(company_name)), 'B')
      || setweight(to_tsvector('simple'::regconfig, search_fold(array_to_string(skills, ' '))), 'C')
      || format('''ft:%s'':1B ''jf:%s'':1B ''mf:%s'':1B', function_title_id, job_function_id, main_function_id)::tsvector
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION job_description_vector(description text, lang text, location_id int)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, search_fold(description))
      || CASE WHEN location_id IS NULL THEN ''::tsvector ELSE format('''loc:%s'':1', location_id)::tsvector END, 'D')
$$;
--> statement-breakpoint

-- One expression, so PostgreSQL inlines it (a FROM clause made it a planned call per row).
CREATE OR REPLACE FUNCTION search_forms(input text, lang text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, search_fold(input)) || to_tsvector('simple'::regconfig, search_stems(search_fold(input), lang))
$$;
--> statement-breakpoint

-- PL/pgSQL plans its expression once, with the SQL functions inside inlined; as a SQL function
-- taking each argument twice it was not inlined and ran every inner function as its own call.
CREATE OR REPLACE FUNCTION job_rank_vector(title text, company_name text, skills text[], lang text,
  function_title_id int, job_function_id int, main_function_id int)
RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(search_forms(title, lang) || to_tsvector('simple'::regconfig, cjk_bigrams(title)), 'A')
      || setweight(to_tsvector('simple'::regconfig, search_fold(company_name) || ' ' || cjk_bigrams(company_name)), 'B')
      || setweight(to_tsvector('simple'::regconfig, search_fold(array_to_string(skills, ' '))), 'C')
      || format('''ft:%s'':1B ''jf:%s'':1B ''mf:%s'':1B', function_title_id, job_function_id, main_function_id)::tsvector;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION job_description_vector(description text, lang text, location_id int)
RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  -- English, Japanese and Chinese text has no accents to fold: the long text skips the
  -- Unicode normalisation, most of the cost of writing a job.
  RETURN setweight(to_tsvector('simple'::regconfig, CASE WHEN lang IN ('en', 'ja', 'zh-TW', 'zh-CN') THEN description ELSE search_fold(description) END)
      || CASE WHEN location_id IS NULL THEN ''::tsvector ELSE format('''loc:%s'':1', location_id)::tsvector END, 'D');
END
$$;
