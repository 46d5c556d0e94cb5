-- A rolling upgrade across 0021 (docs/operations.md "Several instances"): an instance still on the code
-- before it inserts ledger rows without `balance_after`, which 0021 made NOT NULL. This fills it the way
-- 0021's backfill did: the user's previous running balance plus the change. That code inserted the ledger
-- row before it locked the user's `user_points` row, so the trigger takes that lock itself first (creating
-- the row as that code's upsert would): two writes of one user then fill one after the other, and the
-- previous row it reads (a fresh snapshot per statement) is the last one committed. Rows the current code
-- writes carry their balance (written under that lock) and skip the trigger (its WHEN).
CREATE OR REPLACE FUNCTION points_ledger_fill_balance() RETURNS trigger AS $$
BEGIN
  INSERT INTO "user_points" ("user_id", "updated_at") VALUES (NEW."user_id", now()) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "user_points" WHERE "user_id" = NEW."user_id" FOR UPDATE;
  NEW.balance_after := COALESCE(
    (SELECT "balance_after" FROM "points_ledger" WHERE "user_id" = NEW."user_id" ORDER BY "id" DESC LIMIT 1),
    0
  ) + NEW."change";
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER IF EXISTS points_ledger_fill_balance ON "points_ledger";--> statement-breakpoint
CREATE TRIGGER points_ledger_fill_balance BEFORE INSERT ON "points_ledger"
  FOR EACH ROW WHEN (NEW."balance_after" IS NULL) EXECUTE FUNCTION points_ledger_fill_balance();
