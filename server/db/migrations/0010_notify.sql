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
