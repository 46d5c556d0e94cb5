ALTER TABLE "discounts" DROP CONSTRAINT "discounts_window";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_window" CHECK ("discounts"."end_time" > "discounts"."start_time" OR ("discounts"."stopped" AND "discounts"."end_time" = "discounts"."start_time"));