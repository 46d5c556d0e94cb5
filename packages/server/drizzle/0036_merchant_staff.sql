ALTER TABLE "merchant_accounts" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_accounts" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_accounts" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "merchant_accounts" ADD CONSTRAINT "merchant_accounts_created_by_merchant_accounts_merchant_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."merchant_accounts"("merchant_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decisions/0060): every account so far is its shop's owner; should a shop ever have had
-- several, the oldest stays the owner and the others become "all" staff, so the one-owner index holds.
UPDATE "merchant_accounts" AS m SET "role" = 'all' WHERE EXISTS (SELECT 1 FROM "merchant_accounts" AS o WHERE o."shop_id" = m."shop_id" AND o."merchant_id" < m."merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_accounts_one_owner_key" ON "merchant_accounts" USING btree ("shop_id") WHERE "merchant_accounts"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "merchant_accounts" ADD CONSTRAINT "merchant_accounts_role" CHECK ("merchant_accounts"."role" IN ('owner', 'orders', 'products', 'chat', 'all'));