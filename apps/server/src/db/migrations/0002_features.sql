CREATE TABLE "volunteer_form" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"year" smallint NOT NULL,
	"subject_type" text NOT NULL,
	"subjects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"batch" smallint NOT NULL,
	"score" integer,
	"rank" integer,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_message" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"scene" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_account" (
	"id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"open_id" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"avatar" text,
	"user_id" text,
	"relate_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_header" (
	"department_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "department_header_department_id_user_id_pk" PRIMARY KEY("department_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "message_send" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '0' NOT NULL,
	"range" smallint DEFAULT 0 NOT NULL,
	"target_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_send" boolean DEFAULT false NOT NULL,
	"create_by_id" text,
	"create_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" text PRIMARY KEY NOT NULL,
	"log_type" smallint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"request_url" text DEFAULT '' NOT NULL,
	"request_type" text DEFAULT '' NOT NULL,
	"request_param" text DEFAULT '' NOT NULL,
	"user_id" text,
	"username" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"cost_time" integer DEFAULT 0 NOT NULL,
	"success" boolean NOT NULL,
	"result_code" smallint DEFAULT 200 NOT NULL,
	"error_message" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_record" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"amount" integer NOT NULL,
	"days" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"pay_channel" text,
	"pay_mode" text,
	"transaction_id" text,
	"paid_time" timestamp with time zone,
	"expire_time" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_record_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "vip_card_batch" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"days" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_card" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"card_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"used_by" text,
	"used_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_card_card_number_unique" UNIQUE("card_number")
);
--> statement-breakpoint
CREATE TABLE "vip_grant" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"ref_id" text NOT NULL,
	"days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_membership" (
	"user_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"province" text NOT NULL,
	"year" smallint NOT NULL,
	"subject_type" text NOT NULL,
	"subjects" jsonb,
	"score" numeric NOT NULL,
	"rank" integer,
	"rank_source" text,
	"rank_start" integer,
	"rank_end" integer,
	"same_score_count" integer,
	"rank_table_year" smallint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "school" text;--> statement-breakpoint
ALTER TABLE "volunteer_form" ADD CONSTRAINT "volunteer_form_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_account" ADD CONSTRAINT "social_account_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_header" ADD CONSTRAINT "department_header_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_header" ADD CONSTRAINT "department_header_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_send" ADD CONSTRAINT "message_send_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_send" ADD CONSTRAINT "message_send_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_record" ADD CONSTRAINT "deal_record_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_card" ADD CONSTRAINT "vip_card_batch_id_vip_card_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."vip_card_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_card" ADD CONSTRAINT "vip_card_used_by_app_user_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_grant" ADD CONSTRAINT "vip_grant_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_membership" ADD CONSTRAINT "vip_membership_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_profile" ADD CONSTRAINT "score_profile_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_form_user_idx" ON "volunteer_form" USING btree ("user_id","province","batch");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox_message" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "outbox_time_idx" ON "outbox_message" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "social_platform_open_id_uq" ON "social_account" USING btree ("platform","open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_user_platform_uq" ON "social_account" USING btree ("user_id","platform");--> statement-breakpoint
CREATE INDEX "social_user_idx" ON "social_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "department_header_user_idx" ON "department_header" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_send_message_user_uq" ON "message_send" USING btree ("message_id","user_id");--> statement-breakpoint
CREATE INDEX "message_send_user_status_idx" ON "message_send" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "message_time_idx" ON "message" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_log_type_time_idx" ON "sys_log" USING btree ("log_type","create_time");--> statement-breakpoint
CREATE INDEX "sys_log_user_idx" ON "sys_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deal_record_user_idx" ON "deal_record" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "vip_card_batch_idx" ON "vip_card" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "vip_card_used_by_idx" ON "vip_card" USING btree ("used_by");--> statement-breakpoint
CREATE INDEX "vip_grant_user_idx" ON "vip_grant" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vip_membership_expires_idx" ON "vip_membership" USING btree ("expires_at");