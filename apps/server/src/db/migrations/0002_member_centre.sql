CREATE TABLE "articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_code" varchar(32) NOT NULL,
	"code" varchar(64),
	"title" varchar(128) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"module_id" bigint,
	"visits" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question" varchar(256) NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"content" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_favorites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_follows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_pushes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"title" varchar(128) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_wechat_identities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"app_id" varchar(64) NOT NULL,
	"openid" varchar(64) NOT NULL,
	"unionid" varchar(64),
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_levels" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_levels" ADD COLUMN "icon" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_levels" ADD COLUMN "product_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favorites" ADD CONSTRAINT "member_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_pushes" ADD CONSTRAINT "member_pushes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_wechat_identities" ADD CONSTRAINT "member_wechat_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_code_uq" ON "articles" USING btree ("code");--> statement-breakpoint
CREATE INDEX "feedbacks_member_idx" ON "feedbacks" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_favorites_uq" ON "member_favorites" USING btree ("member_id","target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_follows_uq" ON "member_follows" USING btree ("member_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "member_pushes_member_idx" ON "member_pushes" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_wechat_app_openid_uq" ON "member_wechat_identities" USING btree ("app_id","openid");--> statement-breakpoint
CREATE INDEX "member_wechat_member_idx" ON "member_wechat_identities" USING btree ("member_id");