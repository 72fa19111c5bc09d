CREATE TABLE "notifications" (
	"user_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "watch_conditions" (
	"rule_id" text NOT NULL,
	"subject" text NOT NULL,
	"state" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"measured" jsonb,
	CONSTRAINT "watch_conditions_rule_id_subject_pk" PRIMARY KEY("rule_id","subject")
);
--> statement-breakpoint
CREATE TABLE "watch_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"rule_id" text,
	"subject" text,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"link" text,
	"measured" jsonb,
	"permission" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanned_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "watch_events_created" ON "watch_events" USING btree ("created_at");