CREATE TABLE "wheel_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"title" varchar(64) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"level_id" bigint,
	"daily_draws" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_activities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "wheel_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"china_day" varchar(10) NOT NULL,
	"day_slot" integer NOT NULL,
	"prize_id" bigint,
	"prize_name" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_id" bigint,
	"state" varchar(16) NOT NULL,
	"receiver_name" varchar(20) DEFAULT '' NOT NULL,
	"receiver_mobile" varchar(20) DEFAULT '' NOT NULL,
	"receiver_address" varchar(120) DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_template_id" bigint,
	"weight" integer NOT NULL,
	"stock" integer,
	"stock_left" integer,
	CONSTRAINT "wheel_prizes_stock_left_ck" CHECK ("wheel_prizes"."stock_left" IS NULL OR "wheel_prizes"."stock_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wheel_activities" ADD CONSTRAINT "wheel_activities_level_id_member_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_draws" ADD CONSTRAINT "wheel_draws_activity_id_wheel_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."wheel_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_draws" ADD CONSTRAINT "wheel_draws_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_draws" ADD CONSTRAINT "wheel_draws_prize_id_wheel_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."wheel_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_prizes" ADD CONSTRAINT "wheel_prizes_activity_id_wheel_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."wheel_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_prizes" ADD CONSTRAINT "wheel_prizes_coupon_template_id_coupon_templates_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_draws_request_uq" ON "wheel_draws" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_draws_day_slot_uq" ON "wheel_draws" USING btree ("activity_id","member_id","china_day","day_slot");--> statement-breakpoint
CREATE INDEX "wheel_draws_member_idx" ON "wheel_draws" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "wheel_draws_activity_win_idx" ON "wheel_draws" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "wheel_prizes_activity_idx" ON "wheel_prizes" USING btree ("activity_id","sort");