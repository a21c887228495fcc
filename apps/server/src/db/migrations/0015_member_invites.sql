ALTER TABLE "app_user" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_invited_by_app_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_invite_code_uq" ON "app_user" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "app_user_invited_by_idx" ON "app_user" USING btree ("invited_by");