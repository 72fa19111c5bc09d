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
CREATE TABLE "webhook_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL,
	"ok" boolean NOT NULL,
	"status" integer,
	"error" text,
	"response" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"endpoint_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"state" text NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_endpoint_id_event_id_pk" PRIMARY KEY("endpoint_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"event_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text,
	"previous_secret" text,
	"previous_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"failing_since" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"paused_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "digest_sends" (
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "digest_sends_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
CREATE TABLE "digest_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"hour" smallint NOT NULL,
	"weekday" smallint NOT NULL,
	"send_empty" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_emails" (
	"event_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"upstream_id" text,
	CONSTRAINT "notification_emails_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_subscriptions" (
	"user_id" integer NOT NULL,
	"rule_id" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_subscriptions_user_id_rule_id_channel_pk" PRIMARY KEY("user_id","rule_id","channel")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grants" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "held_campaigns_idempotency_key" ON "held_campaigns" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "held_campaigns_due" ON "held_campaigns" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "held_campaigns_batch" ON "held_campaigns" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "held_campaigns_author" ON "held_campaigns" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_endpoint_at" ON "webhook_attempts" USING btree ("endpoint_id","at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");