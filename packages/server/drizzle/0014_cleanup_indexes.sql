CREATE INDEX "access_tokens_expires_idx" ON "access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_codes_expires_idx" ON "sms_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_settlements_expires_idx" ON "order_settlements" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "merchant_tokens_expires_idx" ON "merchant_tokens" USING btree ("expires_at");