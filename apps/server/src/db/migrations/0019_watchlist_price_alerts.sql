CREATE TABLE "price_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"symbol" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" integer NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_price" integer,
	"fired_change" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"group_id" bigint,
	"symbol" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_groups" ADD CONSTRAINT "watchlist_groups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_group_id_watchlist_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."watchlist_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_member_idx" ON "price_alerts" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "price_alerts_status_idx" ON "price_alerts" USING btree ("status","symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_groups_member_name_uq" ON "watchlist_groups" USING btree ("member_id","name");--> statement-breakpoint
CREATE INDEX "watchlist_groups_member_idx" ON "watchlist_groups" USING btree ("member_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_items_member_symbol_uq" ON "watchlist_items" USING btree ("member_id","symbol");--> statement-breakpoint
CREATE INDEX "watchlist_items_member_sort_idx" ON "watchlist_items" USING btree ("member_id","sort");