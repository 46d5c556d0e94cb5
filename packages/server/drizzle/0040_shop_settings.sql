ALTER TABLE "shops" ADD COLUMN "tel" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "business_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "notices" jsonb DEFAULT '[]'::jsonb NOT NULL;