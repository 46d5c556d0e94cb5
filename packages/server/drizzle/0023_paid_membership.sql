CREATE TABLE "member_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"level_id" integer NOT NULL,
	"term_days" integer NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "member_orders_term" CHECK ("member_orders"."term_days" BETWEEN 1 AND 3660)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_type";--> statement-breakpoint
ALTER TABLE "user_points" ADD COLUMN "paid_level_id" integer;--> statement-breakpoint
ALTER TABLE "user_points" ADD COLUMN "paid_level_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_orders" ADD CONSTRAINT "member_orders_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_orders" ADD CONSTRAINT "member_orders_level_id_levels_level_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("level_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_orders_user_idx" ON "member_orders" USING btree ("user_id","level_id");--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_paid_level" CHECK (("user_points"."paid_level_id" IS NULL) = ("user_points"."paid_level_ends_at" IS NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_type" CHECK ("orders"."order_type" IN (0, 1, 2, 3, 4));