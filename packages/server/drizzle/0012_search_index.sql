-- Product name search index (docs/decisions/0020-search-index.md). The search is a substring match,
-- `name_zh ILIKE '%term%' OR name_en ILIKE '%term%'`, which no B-tree serves, and a trigram index
-- (pg_trgm) cannot serve a two-character Chinese term such as 手机, nor is pg_trgm in PGlite's default
-- build. So each product keeps the set of its names' character bigrams (plus the single characters
-- beyond ASCII, for one-character Chinese terms) in a generated column with a GIN index; the search asks
-- for the rows whose set contains every bigram of the term, and the ILIKE above still decides. The
-- column is generated, so every insert and every name change keeps it in step, whatever the code path.
-- Both functions lower-case with lower(), as ILIKE does for UTF-8, so the index never loses a match.
CREATE OR REPLACE FUNCTION mall_name_grams(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[])
  FROM (
    SELECT substr(s, i, 2) AS g
      FROM (SELECT lower(name) AS s) AS t, generate_series(1, char_length(s) - 1) AS i
    UNION ALL
    SELECT substr(s, i, 1) AS g
      FROM (SELECT lower(name) AS s) AS t, generate_series(1, char_length(s)) AS i
     WHERE ascii(substr(s, i, 1)) > 127
  ) AS grams
  WHERE g !~ '[[:space:]]'
$$;
--> statement-breakpoint
-- The keys a search term needs: its bigrams, or the character itself for a one-character term beyond
-- ASCII; none (no index condition) for a single ASCII character.
CREATE OR REPLACE FUNCTION mall_term_grams(term text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN char_length(s) >= 2 THEN
      coalesce((SELECT array_agg(DISTINCT g)
                  FROM (SELECT substr(s, i, 2) AS g FROM generate_series(1, char_length(s) - 1) AS i) AS b
                 WHERE g !~ '[[:space:]]'), '{}'::text[])
    WHEN char_length(s) = 1 AND ascii(s) > 127 AND s !~ '[[:space:]]' THEN ARRAY[s]
    ELSE '{}'::text[]
  END
  FROM (SELECT lower(term) AS s) AS t
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (mall_name_grams("name_zh" || ' ' || "name_en")) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_grams_idx" ON "products" USING gin ("search_grams");
