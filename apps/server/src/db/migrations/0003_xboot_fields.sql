ALTER TABLE "permission" ADD COLUMN "show_always" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "permission" ADD COLUMN "is_menu" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "permission" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "birth" date;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "pass_strength" text;