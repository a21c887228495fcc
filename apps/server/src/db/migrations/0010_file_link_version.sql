ALTER TABLE "file" ADD COLUMN "link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Files already in the trash stop being shared, as trashing does from now on: restoring them shares nothing again.
UPDATE "file" SET "shared" = false WHERE "del_flag" <> 0 AND "shared";
