CREATE SEQUENCE "public"."held_campaign_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "held_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"author_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"recipient_count" integer NOT NULL,
	"send_at" timestamp with time zone,
	"status" text NOT NULL,
	"needs_approval" boolean NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	"idempotency_key" text NOT NULL,
	"upstream_id" integer,
	"late" boolean DEFAULT false NOT NULL,
	"error" text,
	"outcome_unknown" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"version" bigint DEFAULT nextval('held_campaign_versions') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grants" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "held_campaigns_idempotency_key" ON "held_campaigns" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "held_campaigns_due" ON "held_campaigns" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "held_campaigns_batch" ON "held_campaigns" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "held_campaigns_author" ON "held_campaigns" USING btree ("author_id");