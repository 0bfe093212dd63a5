CREATE TABLE "goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"cycle" integer NOT NULL,
	"cycle_unit" varchar(8) NOT NULL,
	"grant_days" integer NOT NULL,
	"is_show_price" smallint DEFAULT 1 NOT NULL,
	"risk_level" varchar(2) DEFAULT 'R3' NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_teachers" (
	"goods_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_level_id_member_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_teachers" ADD CONSTRAINT "goods_teachers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_teachers" ADD CONSTRAINT "goods_teachers_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_level_idx" ON "goods" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "goods_sale_sort_idx" ON "goods" USING btree ("on_sale","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_teachers_uq" ON "goods_teachers" USING btree ("goods_id","teacher_id");--> statement-breakpoint
CREATE INDEX "goods_teachers_teacher_idx" ON "goods_teachers" USING btree ("teacher_id");