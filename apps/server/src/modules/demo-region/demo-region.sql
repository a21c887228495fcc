-- demo_region: the table of demoRegion as drizzle-kit would write its migration; the module's test makes it from here until the migration exists.
CREATE TABLE IF NOT EXISTS "demo_region" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"sort_order" double precision,
	"enabled" boolean DEFAULT false NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"is_parent" boolean DEFAULT false NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demo_region_create_time_idx" ON "demo_region" USING btree ("create_time");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demo_region_parent_idx" ON "demo_region" USING btree ("parent_id");
