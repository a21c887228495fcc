CREATE TABLE "qj_major" (
	"id" text PRIMARY KEY NOT NULL,
	"qj_school_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"plan_count" integer,
	"subject_requirement" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qj_school" (
	"id" text PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"name" text NOT NULL,
	"institution_id" text,
	"signup_start" text,
	"signup_end" text,
	"test_period" text,
	"entry_rule" text DEFAULT '' NOT NULL,
	"gaokao_weight" numeric(4, 3) DEFAULT '0.85' NOT NULL,
	"test_full_mark" integer DEFAULT 100 NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qj_enroll_score" (
	"id" text PRIMARY KEY NOT NULL,
	"qj_school_id" text NOT NULL,
	"qj_major_id" text,
	"province" text NOT NULL,
	"year" smallint NOT NULL,
	"subject_type" text DEFAULT '' NOT NULL,
	"gaokao_full_mark" integer DEFAULT 750 NOT NULL,
	"entry_score" numeric(7, 3),
	"composite_line" numeric(7, 3),
	"composite_scale" integer DEFAULT 100 NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_group_member" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_group_member_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "test_group" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_record" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "qj_major" ADD CONSTRAINT "qj_major_qj_school_id_qj_school_id_fk" FOREIGN KEY ("qj_school_id") REFERENCES "public"."qj_school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qj_enroll_score" ADD CONSTRAINT "qj_enroll_score_qj_school_id_qj_school_id_fk" FOREIGN KEY ("qj_school_id") REFERENCES "public"."qj_school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qj_enroll_score" ADD CONSTRAINT "qj_enroll_score_qj_major_id_qj_major_id_fk" FOREIGN KEY ("qj_major_id") REFERENCES "public"."qj_major"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_group_member" ADD CONSTRAINT "test_group_member_group_id_test_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."test_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_group_member" ADD CONSTRAINT "test_group_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_group" ADD CONSTRAINT "test_group_owner_id_app_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_record" ADD CONSTRAINT "test_record_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qj_major_school_idx" ON "qj_major" USING btree ("qj_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qj_school_name_year_idx" ON "qj_school" USING btree ("name","year");--> statement-breakpoint
CREATE INDEX "qj_enroll_score_school_idx" ON "qj_enroll_score" USING btree ("qj_school_id","province","year");--> statement-breakpoint
CREATE INDEX "qj_enroll_score_major_idx" ON "qj_enroll_score" USING btree ("qj_major_id");--> statement-breakpoint
CREATE INDEX "test_group_member_user_idx" ON "test_group_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_group_code_idx" ON "test_group" USING btree ("code");--> statement-breakpoint
CREATE INDEX "test_group_owner_idx" ON "test_group" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "test_record_user_idx" ON "test_record" USING btree ("user_id","kind","create_time");