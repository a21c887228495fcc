CREATE TABLE "idempotency_key" (
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"status_code" integer,
	"content_type" text,
	"body" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_key_owner_key_route_pk" PRIMARY KEY("owner","key","route")
);
--> statement-breakpoint
ALTER TABLE "contact_member" ADD COLUMN "is_example" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotency_key_expires_idx" ON "idempotency_key" USING btree ("expires_at");--> statement-breakpoint
UPDATE "contact_member" SET "is_example" = true WHERE "value" IN ('400-000-0000', 'zhiyuantong-kefu');
