CREATE TABLE "demo_database" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_database_one_row" CHECK ("demo_database"."id" = 1)
);
