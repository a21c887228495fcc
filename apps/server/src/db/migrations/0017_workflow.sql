CREATE TABLE "act_business" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"user_id" text NOT NULL,
	"table_id" text NOT NULL,
	"business_table" text NOT NULL,
	"proc_def_id" text NOT NULL,
	"proc_inst_id" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"apply_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "act_category" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"title" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "act_instance" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"business_id" text NOT NULL,
	"starter_id" text NOT NULL,
	"engine_state" jsonb,
	"state" text DEFAULT 'running' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"completed" text[] DEFAULT '{}' NOT NULL,
	"active" text[] DEFAULT '{}' NOT NULL,
	"flows" text[] DEFAULT '{}' NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_timer_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"history_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act_leave" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"duration" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "act_model" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" text DEFAULT '' NOT NULL,
	"xml" text NOT NULL,
	"svg" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "act_node" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"node_id" text NOT NULL,
	"assignees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_fields" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act_process" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"process_key" text NOT NULL,
	"version" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" text DEFAULT '' NOT NULL,
	"xml" text NOT NULL,
	"latest" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"route_name" text DEFAULT '' NOT NULL,
	"business_table" text DEFAULT '' NOT NULL,
	"all_user" boolean DEFAULT true NOT NULL,
	"start_user_ids" text[] DEFAULT '{}' NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act_task" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"node_id" text NOT NULL,
	"name" text NOT NULL,
	"candidate_ids" text[] DEFAULT '{}' NOT NULL,
	"actor_id" text DEFAULT '' NOT NULL,
	"delegated_by" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"due_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "act_business_user_idx" ON "act_business" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "act_business_table_idx" ON "act_business" USING btree ("business_table","table_id");--> statement-breakpoint
CREATE INDEX "act_instance_timer_idx" ON "act_instance" USING btree ("next_timer_at");--> statement-breakpoint
CREATE INDEX "act_instance_business_idx" ON "act_instance" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "act_node_process_node_idx" ON "act_node" USING btree ("process_id","node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "act_process_key_version_idx" ON "act_process" USING btree ("process_key","version");--> statement-breakpoint
CREATE INDEX "act_task_instance_idx" ON "act_task" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "act_task_status_idx" ON "act_task" USING btree ("status");