ALTER TABLE "deal_record" ADD COLUMN "refund_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_record" ADD COLUMN "refund_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_record" ADD COLUMN "refund_no" text;--> statement-breakpoint
ALTER TABLE "deal_record" ADD COLUMN "refund_time" timestamp with time zone;