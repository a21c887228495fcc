DROP INDEX "app_user_mobile_uq";--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "mobile_verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_mobile_uq" ON "app_user" USING btree ("mobile") WHERE "app_user"."mobile_verified";