CREATE TABLE "ads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position_code" varchar(32) NOT NULL,
	"title" varchar(128) DEFAULT '' NOT NULL,
	"pic" text NOT NULL,
	"type_code" varchar(16) DEFAULT 'Page' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"link_params" text DEFAULT '' NOT NULL,
	"version" varchar(32) DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" varchar(16) NOT NULL,
	"sn" varchar(20) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"ios_link" text DEFAULT '' NOT NULL,
	"android_link" text DEFAULT '' NOT NULL,
	"is_force" smallint DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" varchar(20),
	"username" varchar(64),
	"password_hash" text,
	"name" varchar(64) DEFAULT '' NOT NULL,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"is_teacher" smallint DEFAULT 0 NOT NULL,
	"unionid" varchar(64),
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_code" varchar(32) NOT NULL,
	"link_type_code" varchar(16),
	"title" varchar(64) NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"icon_active" text DEFAULT '' NOT NULL,
	"type_code" varchar(16) DEFAULT 'Page' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"link_params" text DEFAULT '' NOT NULL,
	"permission" integer DEFAULT 1 NOT NULL,
	"permission_msg" text DEFAULT '' NOT NULL,
	"no_permission_link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"name" varchar(64) NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"title" varchar(128) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_tokens" ADD CONSTRAINT "member_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_position_idx" ON "ads" USING btree ("position_code","sort");--> statement-breakpoint
CREATE INDEX "app_versions_platform_idx" ON "app_versions" USING btree ("platform","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tokens_hash_uq" ON "member_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_tokens_member_idx" ON "member_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_active_mobile_uq" ON "members" USING btree ("mobile") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "members_active_username_uq" ON "members" USING btree ("username") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "nav_items_category_idx" ON "nav_items" USING btree ("category_code","link_type_code","sort");--> statement-breakpoint
CREATE INDEX "sms_codes_lookup_idx" ON "sms_codes" USING btree ("mobile","purpose","id");