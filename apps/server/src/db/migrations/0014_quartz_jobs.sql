CREATE TABLE "quartz_job" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"job_class_name" text NOT NULL,
	"cron_expression" text NOT NULL,
	"parameter" text DEFAULT '' NOT NULL,
	"misfire_policy" text DEFAULT 'skip' NOT NULL,
	"retry_limit" smallint DEFAULT 1 NOT NULL,
	"retry_delay" integer DEFAULT 60 NOT NULL,
	"is_record_log" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone,
	CONSTRAINT "quartz_job_job_class_name_unique" UNIQUE("job_class_name")
);
--> statement-breakpoint
CREATE TABLE "quartz_log" (
	"id" text PRIMARY KEY NOT NULL,
	"job_class_name" text NOT NULL,
	"queue_job_id" text DEFAULT '' NOT NULL,
	"trigger" text NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"outcome" text NOT NULL,
	"result" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"instance" text DEFAULT '' NOT NULL,
	"execute_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"cost_time" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quartz_log_class_time_idx" ON "quartz_log" USING btree ("job_class_name","execute_time");--> statement-breakpoint
CREATE INDEX "quartz_log_time_idx" ON "quartz_log" USING btree ("execute_time");