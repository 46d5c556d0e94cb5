-- The hot cache's `loyalty` area (src/lib/cache.ts, modules/loyalty/levels.ts; decisions/0039): every
-- committed change of the loyalty settings, the levels, their rights or the links between them drops the
-- whole area (a few entries), in every server process, through the function of 0016_cache_triggers.sql.
CREATE TRIGGER mall_cache_loyalty_settings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loyalty_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('loyalty');
--> statement-breakpoint
CREATE TRIGGER mall_cache_levels AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "levels"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('loyalty');
--> statement-breakpoint
CREATE TRIGGER mall_cache_level_rights AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "level_rights"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('loyalty');
--> statement-breakpoint
CREATE TRIGGER mall_cache_level_rights_links AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "level_rights_links"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('loyalty');
