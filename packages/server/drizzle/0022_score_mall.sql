CREATE TABLE "score_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"score_price" integer NOT NULL,
	"units" integer NOT NULL,
	"score_total" integer NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "score_orders_total" CHECK ("score_orders"."score_total" = "score_orders"."score_price" * "score_orders"."units"),
	CONSTRAINT "score_orders_returned" CHECK ("score_orders"."returned" >= 0 AND "score_orders"."returned" <= "score_orders"."score_total")
);
--> statement-breakpoint
CREATE TABLE "score_skus" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"prod_id" integer NOT NULL,
	"score_price" integer NOT NULL,
	"price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_skus_score_price" CHECK ("score_skus"."score_price" > 0),
	CONSTRAINT "score_skus_price" CHECK ("score_skus"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "score_orders" ADD CONSTRAINT "score_orders_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_orders" ADD CONSTRAINT "score_orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_skus" ADD CONSTRAINT "score_skus_sku_id_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_skus" ADD CONSTRAINT "score_skus_prod_id_products_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."products"("prod_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_skus_prod_idx" ON "score_skus" USING btree ("prod_id");--> statement-breakpoint
-- Hand-written: the product detail (cached, area `product`) shows the lowest points price, so a change of
-- a product's points-mall prices drops its entry (drizzle/0016_cache_triggers.sql, decisions/0039).
CREATE TRIGGER mall_cache_score_skus_row AFTER INSERT OR UPDATE OR DELETE ON "score_skus"
  FOR EACH ROW EXECUTE FUNCTION mall_cache_drop_product();
--> statement-breakpoint
CREATE TRIGGER mall_cache_score_skus AFTER TRUNCATE ON "score_skus"
  FOR EACH STATEMENT EXECUTE FUNCTION mall_cache_drop_areas('product');
