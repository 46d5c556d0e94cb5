ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("payment_id") WHERE "payments"."refunded" < "payments"."refund_due";--> statement-breakpoint
UPDATE "payments" SET "provider" = 'sandbox' WHERE "pay_type" IN (2, 3, 10);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider" CHECK (("payments"."pay_type" IN (0, 9)) = ("payments"."provider" IS NULL));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" IN (0, 1, 2));