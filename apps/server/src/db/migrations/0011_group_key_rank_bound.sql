ALTER TABLE "admission_record" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "admission_record" ADD COLUMN "min_rank_bound" text;