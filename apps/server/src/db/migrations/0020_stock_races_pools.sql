CREATE TABLE "stock_pool_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" bigint NOT NULL,
	"symbol" varchar(16) NOT NULL,
	"entry_day" varchar(10) NOT NULL,
	"exit_day" varchar(10),
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_pools" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"teacher_id" bigint,
	"module_id" bigint,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_race_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"race_id" bigint NOT NULL,
	"teacher_id" bigint,
	"module_id" bigint,
	"title" varchar(100) NOT NULL,
	"capital" integer NOT NULL,
	"start_day" varchar(10) NOT NULL,
	"end_day" varchar(10),
	"symbols" text[] NOT NULL,
	"seed" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_pool_items" ADD CONSTRAINT "stock_pool_items_pool_id_stock_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."stock_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_pools" ADD CONSTRAINT "stock_pools_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_pools" ADD CONSTRAINT "stock_pools_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_race_entries" ADD CONSTRAINT "stock_race_entries_race_id_stock_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."stock_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_race_entries" ADD CONSTRAINT "stock_race_entries_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_race_entries" ADD CONSTRAINT "stock_race_entries_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_pool_items_pool_idx" ON "stock_pool_items" USING btree ("pool_id","entry_day");--> statement-breakpoint
CREATE INDEX "stock_race_entries_race_idx" ON "stock_race_entries" USING btree ("race_id","sort");