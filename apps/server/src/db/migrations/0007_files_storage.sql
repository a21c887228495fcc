CREATE TABLE "file_category" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"title" text NOT NULL,
	"is_parent" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_collect" boolean DEFAULT false NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"trash_time" timestamp with time zone,
	"owner_id" text NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "file" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"f_key" text NOT NULL,
	"size" bigint NOT NULL,
	"type" text NOT NULL,
	"location" text NOT NULL,
	"thumb_key" text,
	"width" integer,
	"height" integer,
	"category_id" text,
	"is_collect" boolean DEFAULT false NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"trash_time" timestamp with time zone,
	"owner_id" text NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "file_category_owner_idx" ON "file_category" USING btree ("owner_id","parent_id","del_flag");--> statement-breakpoint
CREATE INDEX "file_owner_idx" ON "file" USING btree ("owner_id","del_flag","category_id");--> statement-breakpoint
CREATE INDEX "file_create_time_idx" ON "file" USING btree ("create_time");