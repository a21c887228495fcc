CREATE TABLE "auto_chat_evaluation" (
	"id" text PRIMARY KEY NOT NULL,
	"auto_chat_id" text NOT NULL,
	"evaluate_type" smallint NOT NULL,
	"voter" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_chat" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"synonyms" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"good_count" integer DEFAULT 0 NOT NULL,
	"bad_count" integer DEFAULT 0 NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_member" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"work_time" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stop_word" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auto_chat_evaluation" ADD CONSTRAINT "auto_chat_evaluation_auto_chat_id_auto_chat_id_fk" FOREIGN KEY ("auto_chat_id") REFERENCES "public"."auto_chat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_chat_evaluation_voter_idx" ON "auto_chat_evaluation" USING btree ("auto_chat_id","voter");--> statement-breakpoint
CREATE INDEX "auto_chat_sort_idx" ON "auto_chat" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "stop_word_title_idx" ON "stop_word" USING btree ("title");