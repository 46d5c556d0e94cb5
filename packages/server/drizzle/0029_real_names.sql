CREATE TABLE "real_names" (
	"user_id" text PRIMARY KEY NOT NULL,
	"identity_hash" text NOT NULL,
	"sealed" text NOT NULL,
	"provider" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "real_names" ADD CONSTRAINT "real_names_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "real_names_identity_hash_key" ON "real_names" USING btree ("identity_hash");