CREATE TABLE "demo_notice" (
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
CREATE TABLE "demo_region" (
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
CREATE INDEX "demo_notice_create_time_idx" ON "demo_notice" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "demo_region_create_time_idx" ON "demo_region" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "demo_region_parent_idx" ON "demo_region" USING btree ("parent_id");