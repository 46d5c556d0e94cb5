ALTER TABLE "uploads" DROP CONSTRAINT "uploads_owner";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "platform_user_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_platform_user_id_platform_users_platform_user_id_fk" FOREIGN KEY ("platform_user_id") REFERENCES "public"."platform_users"("platform_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner" CHECK (num_nonnulls("uploads"."user_id", "uploads"."shop_id", "uploads"."platform_user_id") = 1);