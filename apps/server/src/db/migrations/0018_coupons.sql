CREATE TABLE "coupon_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"pay_percent" integer DEFAULT 100 NOT NULL,
	"cap_fen" integer DEFAULT 0 NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"stock" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"claimable" boolean DEFAULT false NOT NULL,
	"register_gift" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"source" varchar(16) NOT NULL,
	"source_key" varchar(80) NOT NULL,
	"state" varchar(16) DEFAULT 'UNUSED' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"order_no" varchar(32),
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_name" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_templates_claimable_idx" ON "coupon_templates" USING btree ("claimable","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_source_uq" ON "member_coupons" USING btree ("member_id","template_id","source","source_key");--> statement-breakpoint
CREATE INDEX "member_coupons_member_state_idx" ON "member_coupons" USING btree ("member_id","state","valid_until");--> statement-breakpoint
CREATE INDEX "member_coupons_order_idx" ON "member_coupons" USING btree ("order_no");