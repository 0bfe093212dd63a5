ALTER TABLE "member_level_grants" ADD COLUMN "source" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_level_grants" ADD COLUMN "source_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "member_level_grants_source_idx" ON "member_level_grants" USING btree ("source","source_id");