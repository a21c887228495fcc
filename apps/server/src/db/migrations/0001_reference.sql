CREATE TABLE "admission_record" (
	"id" text PRIMARY KEY NOT NULL,
	"province" text NOT NULL,
	"year" smallint NOT NULL,
	"subject_type" text NOT NULL,
	"batch" text NOT NULL,
	"level" text NOT NULL,
	"data_type" text NOT NULL,
	"institution_id" text,
	"school_name" text NOT NULL,
	"school_code" text,
	"group_code" text,
	"major_name" text,
	"major_code" text,
	"elective_requirement" text,
	"min_score" numeric,
	"max_score" numeric,
	"avg_score" numeric,
	"min_rank" integer,
	"min_rank_start" integer,
	"min_rank_end" integer,
	"rank_derived" boolean DEFAULT false NOT NULL,
	"plan_count" integer,
	"tuition" text,
	"note" text,
	"source_quality" text NOT NULL,
	"official" boolean NOT NULL,
	"source_id" text,
	"source_url" text,
	"source" text NOT NULL,
	"row_key" text NOT NULL,
	"data_mode" text DEFAULT 'real' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "control_line" (
	"id" text PRIMARY KEY NOT NULL,
	"province" text NOT NULL,
	"year" smallint NOT NULL,
	"subject_type" text NOT NULL,
	"batch" text NOT NULL,
	"score" numeric NOT NULL,
	"source_quality" text NOT NULL,
	"official" boolean NOT NULL,
	"source_url" text,
	"source" text NOT NULL,
	"row_key" text NOT NULL,
	"data_mode" text DEFAULT 'real' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_run" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"data_dir" text,
	"fingerprint" text,
	"summary" jsonb,
	"error" text,
	"triggered_by" text
);
--> statement-breakpoint
CREATE TABLE "institution" (
	"id" text PRIMARY KEY NOT NULL,
	"school_code" text,
	"guobiao_code" text,
	"name" text NOT NULL,
	"former_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"province_code" text,
	"province" text,
	"city" text,
	"level" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_985" boolean DEFAULT false NOT NULL,
	"is_211" boolean DEFAULT false NOT NULL,
	"is_double_first_class" boolean DEFAULT false NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text,
	"type_derived" boolean DEFAULT true NOT NULL,
	"department" text,
	"website" text,
	"status" text DEFAULT 'active' NOT NULL,
	"pinyin_initials" text DEFAULT '' NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"data_mode" text DEFAULT 'real' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"class_code" text,
	"class_name" text,
	"category_code" text,
	"category_name" text,
	"degree" text,
	"length_of_study" smallint,
	"length_derived" boolean DEFAULT true NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"is_controlled" boolean DEFAULT false NOT NULL,
	"scale" text,
	"gender_ratio" text,
	"intro_year" smallint,
	"school_count" integer,
	"pinyin_initials" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"data_mode" text DEFAULT 'real' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offering" (
	"institution_id" text NOT NULL,
	"major_id" text NOT NULL,
	"source" text NOT NULL,
	"data_mode" text DEFAULT 'real' NOT NULL,
	CONSTRAINT "offering_institution_id_major_id_pk" PRIMARY KEY("institution_id","major_id")
);
--> statement-breakpoint
CREATE TABLE "rank_table" (
	"province" text NOT NULL,
	"year" smallint NOT NULL,
	"subject_type" text NOT NULL,
	"score" smallint NOT NULL,
	"score_min" smallint,
	"score_max" smallint,
	"rank_start" integer,
	"rank_end" integer NOT NULL,
	"count_at_score" integer,
	"source_quality" text NOT NULL,
	"official" boolean NOT NULL,
	"source_url" text,
	"source" text NOT NULL,
	"data_mode" text DEFAULT 'real' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_table_province_year_subject_type_score_pk" PRIMARY KEY("province","year","subject_type","score")
);
--> statement-breakpoint
ALTER TABLE "admission_record" ADD CONSTRAINT "admission_record_institution_id_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection" ADD CONSTRAINT "collection_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering" ADD CONSTRAINT "offering_institution_id_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering" ADD CONSTRAINT "offering_major_id_major_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."major"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admission_record_row_key_uq" ON "admission_record" USING btree ("row_key");--> statement-breakpoint
CREATE INDEX "admission_record_lookup_idx" ON "admission_record" USING btree ("province","year","subject_type","batch","level");--> statement-breakpoint
CREATE INDEX "admission_record_institution_idx" ON "admission_record" USING btree ("institution_id","province","year");--> statement-breakpoint
CREATE INDEX "admission_record_major_idx" ON "admission_record" USING btree ("major_code");--> statement-breakpoint
CREATE UNIQUE INDEX "control_line_row_key_uq" ON "control_line" USING btree ("row_key");--> statement-breakpoint
CREATE INDEX "control_line_lookup_idx" ON "control_line" USING btree ("province","year");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_school_code_uq" ON "institution" USING btree ("school_code");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_guobiao_code_uq" ON "institution" USING btree ("guobiao_code");--> statement-breakpoint
CREATE INDEX "institution_province_idx" ON "institution" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "institution_name_idx" ON "institution" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "major_level_code_uq" ON "major" USING btree ("level","code");--> statement-breakpoint
CREATE INDEX "major_class_idx" ON "major" USING btree ("class_code");--> statement-breakpoint
CREATE INDEX "offering_major_idx" ON "offering" USING btree ("major_id");