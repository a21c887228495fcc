CREATE TABLE "content_item" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" text,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"province" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_time" timestamp with time zone,
	"recommended" boolean DEFAULT false NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"search_text" text DEFAULT '' NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "content_item_list_idx" ON "content_item" USING btree ("kind","status","publish_time");--> statement-breakpoint
CREATE INDEX "content_item_parent_idx" ON "content_item" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_item_seed_key_idx" ON "content_item" USING btree ("kind","seed_key");--> statement-breakpoint
CREATE INDEX "content_item_search_idx" ON "content_item" USING gin (to_tsvector('simple', "search_text"));