ALTER TABLE "orders" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "activity_sku_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "team_id" integer;--> statement-breakpoint
CREATE INDEX "orders_activity_idx" ON "orders" USING btree ("order_type","activity_id","user_id");