-- The flash sale's path key moves to signing_keys (lib/keys.ts): kept, so paths already issued still verify.
INSERT INTO "signing_keys" ("purpose", "secret") SELECT 'seckill-path', "secret" FROM "seckill_path_keys" WHERE "id" = 1 ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "seckill_path_keys" CASCADE;
