CREATE SEQUENCE "draft_versions";
--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "version" bigint DEFAULT nextval('draft_versions') NOT NULL;
