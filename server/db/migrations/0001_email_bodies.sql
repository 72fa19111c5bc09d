CREATE TABLE "sent_email_bodies" (
	"id" serial PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"sender" text NOT NULL,
	"subject" text NOT NULL,
	"html" text,
	"text" text,
	"template" jsonb,
	"attachments" jsonb NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_email_recipients" (
	"body_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"send_id" text,
	"log_id" text,
	CONSTRAINT "sent_email_recipients_body_id_recipient_pk" PRIMARY KEY("body_id","recipient")
);
--> statement-breakpoint
ALTER TABLE "sent_email_recipients" ADD CONSTRAINT "sent_email_recipients_body_id_sent_email_bodies_id_fk" FOREIGN KEY ("body_id") REFERENCES "public"."sent_email_bodies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_email_bodies_sent_at" ON "sent_email_bodies" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "sent_email_recipients_recipient" ON "sent_email_recipients" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "sent_email_recipients_send_id" ON "sent_email_recipients" USING btree ("send_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_email_recipients_log_id" ON "sent_email_recipients" USING btree ("log_id");