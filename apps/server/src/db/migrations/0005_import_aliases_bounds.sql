CREATE TABLE "school_alias" (
	"alias" text PRIMARY KEY NOT NULL,
	"institution_id" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admission_record" ADD COLUMN "min_score_bound" text;--> statement-breakpoint
ALTER TABLE "admission_record" ADD COLUMN "length_of_study" smallint;--> statement-breakpoint
ALTER TABLE "school_alias" ADD CONSTRAINT "school_alias_institution_id_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_alias_institution_idx" ON "school_alias" USING btree ("institution_id");