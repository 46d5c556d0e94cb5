-- The hot-path caches' change messages (docs/decisions/0039-hot-path-caches.md, src/lib/cache.ts): every
-- committed change of a row a cached answer reads sends `pg_notify('mall_cache', 'area[:key]')`, which
-- every server process LISTENs to (src/lib/cache-bus.ts) and drops that entry or area. Triggers, not calls
-- in the code: every writer is covered (orders, refunds, payments, jobs, the seed, a merchant or platform
-- edit to come, an operator's SQL), a rolled-back change sends nothing, and the message leaves at commit,
-- never before the new rows are visible. Areas: product (detail, key prod_id), search (product lists),
-- home (the home page's product sections), site (site config, notices, banners, hot words, categories),
-- token (sessions, key token_hash), user (an account's status: its sessions), categories (the category
-- rows every category search reads, modules/catalog/category-cache.ts).
-- Row triggers name the row's key (old and new: a moved row drops both; equal payloads of one transaction
-- are sent once); statement triggers drop a whole area once per statement (a bulk insert sends one message).
CREATE OR REPLACE FUNCTION mall_cache_drop_areas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  area text;
BEGIN
  FOREACH area IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('mall_cache', area);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_cache_drop_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('mall_cache', 'product:' || OLD.prod_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('mall_cache', 'product:' || NEW.prod_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_cache_drop_token() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mall_cache', 'token:' || OLD.token_hash);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_cache_drop_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mall_cache', 'user:' || OLD.user_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mall_cache_products_row AFTER UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION mall_cache_drop_product();
--> statement-breakpoint
CREATE TRIGGER mall_cache_products AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('search', 'home');
--> statement-breakpoint
CREATE TRIGGER mall_cache_skus_row AFTER UPDATE OR DELETE ON "skus"
  FOR EACH ROW EXECUTE FUNCTION mall_cache_drop_product();
--> statement-breakpoint
CREATE TRIGGER mall_cache_skus AFTER INSERT OR TRUNCATE ON "skus"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('product');
--> statement-breakpoint
CREATE TRIGGER mall_cache_prod_parameters_row AFTER UPDATE OR DELETE ON "prod_parameters"
  FOR EACH ROW EXECUTE FUNCTION mall_cache_drop_product();
--> statement-breakpoint
CREATE TRIGGER mall_cache_prod_parameters AFTER INSERT OR TRUNCATE ON "prod_parameters"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('product');
--> statement-breakpoint
CREATE TRIGGER mall_cache_shops AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shops"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('product', 'search', 'home');
--> statement-breakpoint
CREATE TRIGGER mall_cache_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('categories', 'search', 'site');
--> statement-breakpoint
CREATE TRIGGER mall_cache_prod_tags AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prod_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('home');
--> statement-breakpoint
CREATE TRIGGER mall_cache_prod_tag_items AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prod_tag_items"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('home');
--> statement-breakpoint
CREATE TRIGGER mall_cache_site_config AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_config"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('site');
--> statement-breakpoint
CREATE TRIGGER mall_cache_notices AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notices"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('site');
--> statement-breakpoint
CREATE TRIGGER mall_cache_index_imgs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "index_imgs"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('site');
--> statement-breakpoint
CREATE TRIGGER mall_cache_hot_searches AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hot_searches"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('site');
--> statement-breakpoint
-- A session ends when its token is revoked (logout, password change or reset) or deleted.
CREATE TRIGGER mall_cache_access_tokens_row AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "access_tokens"
  FOR EACH ROW EXECUTE FUNCTION mall_cache_drop_token();
--> statement-breakpoint
-- An account disabled (or its id changed): its sessions.
CREATE TRIGGER mall_cache_users_row AFTER UPDATE OF "status", "user_id" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION mall_cache_drop_user();
