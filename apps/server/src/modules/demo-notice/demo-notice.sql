-- demo_notice: the table of demoNotice as drizzle-kit would write its migration; the module's test makes it from here until the migration exists.
CREATE TABLE IF NOT EXISTS "demo_notice" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"audience" text,
	"views" double precision,
	"pinned" boolean DEFAULT false NOT NULL,
	"publish_date" date,
	"content" text,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demo_notice_create_time_idx" ON "demo_notice" USING btree ("create_time");
