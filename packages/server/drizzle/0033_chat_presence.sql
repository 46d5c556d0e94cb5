CREATE TABLE "chat_presence" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_presence_shop_idx" ON "chat_presence" USING btree ("shop_id","expires_at");