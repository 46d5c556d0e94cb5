ALTER TABLE "skus" ADD COLUMN "pre_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "ship_date" date;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_pre_sale_date" CHECK (NOT "skus"."pre_sale" OR "skus"."ship_date" IS NOT NULL);